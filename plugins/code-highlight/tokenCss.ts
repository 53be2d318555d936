/**
 * The colours of highlighted tokens as CSS, one rule set per colour mode, made from the same Prism themes the site
 * configures. Rules follow the theme's order, so a later entry wins over an earlier one as in the runtime highlighter.
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = PrismTheme['styles'][number]['style'];

/** Prism token types are plain identifiers; anything else could not be a class name and is left out. */
const isClassName = (type: string) => /^[a-z][\w-]*$/i.test(type);

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

function rulesFor(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  return theme.styles.flatMap(({ types, style, languages }) => {
    const body = declarations(style);
    const selectorTypes = types.filter(isClassName);
    if (!body || selectorTypes.length === 0) return [];
    const scopes = languages?.length ? languages.map((language) => `.language-${language} `) : [''];
    const selectors = scopes.flatMap((scope) =>
      selectorTypes.map((type) => `[data-theme='${mode}'] ${scope}.token.${type}`),
    );
    return [`${selectors.join(',')}{${body}}`];
  });
}

/** CSS giving tokens their colours in light mode from `light` and in dark mode from `dark`. */
export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  return `${[...rulesFor(light, 'light'), ...rulesFor(dark, 'dark')].join('\n')}\n`;
}
