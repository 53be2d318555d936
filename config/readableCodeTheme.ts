/**
 * Code themes with every token colour readable on the theme's background. GitHub's light theme, the site's code theme,
 * colours comments, numbers, keywords and strings at 2.6–4.3:1 on its background, under the 4.5:1 that text needs;
 * each such colour is darkened (towards black, same hue) just enough to reach it.
 */
import type { PrismTheme } from 'prism-react-renderer';

const minimumContrast = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour itself when readable on the background, else the lightest darker shade of it that is. */
export function readableOn(colour: string, background: string): string {
  const foreground = parseHex(colour);
  const back = parseHex(background);
  if (!foreground || !back) return colour;
  let shade = foreground;
  for (let step = 0; contrast(shade, back) < minimumContrast && step < 100; step += 1) {
    shade = shade.map((channel) => channel * 0.97) as Rgb;
  }
  return shade === foreground ? colour : toHex(shade);
}

export function readableCodeTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((entry) =>
      entry.style.color ? { ...entry, style: { ...entry.style, color: readableOn(entry.style.color, background) } } : entry,
    ),
  };
}
