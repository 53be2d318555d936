/**
 * Code themes with every token colour readable on the theme's background. GitHub's light theme, the site's code theme,
 * colours comments, numbers, keywords and strings at 2.6–4.3:1 on its background, and Dracula, the dark one, its
 * comments at 3.0:1, under the 4.5:1 that text needs; each such colour is moved away from the background (darker on
 * a light one, lighter on a dark one, same hue) just enough to reach it.
 */
import type { PrismTheme } from 'prism-react-renderer';

const minimumContrast = 4.5;

type Rgb = [number, number, number];

/** `#rrggbb` or `rgb(r, g, b)`, the two ways prism-react-renderer's themes write colours. */
function parseColour(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1]) {
    const value = parseInt(hex[1], 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(colour);
  if (rgb?.[1] && rgb[2] && rgb[3]) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
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

/**
 * The colour itself when readable on the background, else the nearest shade of it that is: darker (towards black)
 * on a light background, lighter (towards white) on a dark one.
 */
export function readableOn(colour: string, background: string): string {
  const foreground = parseColour(colour);
  const back = parseColour(background);
  if (!foreground || !back) return colour;
  const darkBackground = luminance(back) < 0.18;
  const step = (channel: number) => (darkBackground ? 255 - (255 - channel) * 0.97 : channel * 0.97);
  let shade = foreground;
  for (let count = 0; contrast(shade, back) < minimumContrast && count < 100; count += 1) {
    shade = shade.map(step) as Rgb;
  }
  return shade === foreground ? colour : toHex(shade);
}

export function readableCodeTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((entry) =>
      entry.style.color
        ? { ...entry, style: { ...entry.style, color: readableOn(entry.style.color, background) } }
        : entry,
    ),
  };
}
