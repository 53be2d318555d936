/**
 * Turns code into one string of HTML per line: Prism's tokens as `<span class="token …">`, the same classes the
 * theme's runtime highlighter would give them, so the colours come from CSS (tokenCss.ts) in either colour mode.
 */
import { createRequire } from 'node:module';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { escapeHtml } from '../../contract/codeHighlight';

type Token = ReturnType<typeof normalizeTokens>[number][number];

const loadedLanguages = new Set<string>();

/**
 * Adds Prism grammars beyond the ones prism-react-renderer bundles, as the theme's client module does in the browser:
 * Prism's language files register themselves on a global `Prism`, so it is lent to them while they load.
 */
export function loadLanguages(languages: readonly string[]): void {
  const require = createRequire(__filename);
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return;
  const holder = globalThis as { Prism?: unknown };
  const before = holder.Prism;
  holder.Prism = Prism;
  try {
    for (const language of missing) {
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (before === undefined) delete holder.Prism;
    else holder.Prism = before;
  }
}

function tokenHtml(token: Token): string {
  const text = escapeHtml(token.content);
  const plain = token.types.length === 1 && token.types[0] === 'plain';
  return plain ? text : `<span class="token ${token.types.map(escapeHtml).join(' ')}">${text}</span>`;
}

/** Whether a grammar is loaded for the language (or its alias): otherwise its blocks show as plain text. */
export function knowsLanguage(language: string): boolean {
  return Prism.languages[language.toLowerCase()] !== undefined;
}

/**
 * One HTML string per line of `code` (after dropping one final line break, as the theme does). A language Prism does
 * not know is returned as escaped plain text, as the theme would show it.
 */
export function highlightLines(code: string, language: string): string[] {
  const text = code.replace(/\r?\n$/, '');
  const grammar = Prism.languages[language.toLowerCase()];
  const lines = grammar
    ? normalizeTokens(Prism.tokenize(text, grammar))
    : text.split(/\r?\n/).map((content) => [{ types: ['plain'], content }]);
  return lines.map((line) => (line.length === 1 && line[0]?.content === '\n' ? '' : line.map(tokenHtml).join('')));
}
