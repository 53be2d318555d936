import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { readableCodeTheme, readableOn } from '@site/contract/readableCodeTheme';

const hex = (colour: string): [number, number, number] => {
  const rgb = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const value = parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const luminance = (rgb: [number, number, number]) =>
  rgb
    .map((channel) => channel / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
const ratio = (a: string, b: string) => {
  const [light, dark] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('code colours readable on the code background', () => {
  it('darkens GitHub comment grey until it reads at 4.5:1', () => {
    const darker = readableOn('#999988', '#f6f8fa');
    expect(ratio(darker, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(darker, '#f6f8fa')).toBeLessThan(5.2);
  });

  it('keeps a colour that is already readable', () => {
    expect(readableOn('#393A34', '#f6f8fa')).toBe('#393A34');
  });

  it('leaves every token of the light code theme at 4.5:1 or more', () => {
    const theme = readableCodeTheme(themes.github);
    const background = theme.plain.backgroundColor ?? '#ffffff';
    for (const entry of theme.styles) {
      if (entry.style.color?.startsWith('#'))
        expect(ratio(entry.style.color, background), entry.types.join(',')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lightens Dracula comment blue on its dark background until it reads at 4.5:1', () => {
    const lighter = readableOn('rgb(98, 114, 164)', '#282A36');
    expect(ratio(lighter, '#282a36')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(lighter, '#282a36')).toBeLessThan(5.2);
  });

  it('leaves every token of the dark code theme at 4.5:1 or more', () => {
    const theme = readableCodeTheme(themes.dracula);
    const background = theme.plain.backgroundColor ?? '#000000';
    for (const entry of theme.styles) {
      if (entry.style.color)
        expect(ratio(entry.style.color, background), entry.types.join(',')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
