import { describe, expect, it } from 'vitest';
import { decodeXML } from 'entities';
import { withAccessibleName, type RenderedDiagram } from '../../../plugins/diagrams/renderDiagram';

/** The escaper diagram titles used before entities': `&`, `<`, `>` and `"`. */
const handWritten = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const diagram = (description?: string): RenderedDiagram => ({
  svg: '<svg viewBox="0 0 10 10"><g></g></svg>',
  idPrefix: 'diagram-0a1b2c3d',
  kind: 'Flowchart',
  title: undefined,
  description,
});

const titleOf = (svg: string): string => /<title id="[^"]+">([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
const descriptionOf = (svg: string): string => /<desc id="[^"]+">([^<]*)<\/desc>/.exec(svg)?.[1] ?? '';

const titles = [
  'Logger -> historian',
  'Flow < 5 L/s & level > 2 m',
  'The "raw" flow',
  '<script>alert(1)</script>',
  'Plain title',
];

describe("a diagram's title and description, escaped for the SVG", () => {
  it.each(titles)('escapes the title %j exactly as the hand-written escaper did', (title) => {
    expect(titleOf(withAccessibleName(diagram(), title))).toBe(handWritten(title));
  });

  it.each(titles)('escapes the description %j exactly as the hand-written escaper did', (description) => {
    expect(descriptionOf(withAccessibleName(diagram(description), 'Title'))).toBe(handWritten(description));
  });

  it('writes an apostrophe as &apos;, which reads back as the same title', () => {
    const title = "The operator's view";
    const svg = withAccessibleName(diagram(), title);
    expect(titleOf(svg)).toBe('The operator&apos;s view');
    expect(decodeXML(titleOf(svg))).toBe(title);
  });

  it('leaves no markup of the title in the SVG', () => {
    const svg = withAccessibleName(diagram('<b>bold</b>'), '<img src=x onerror=alert(1)>');
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<b>');
  });
});
