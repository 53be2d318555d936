/**
 * Mermaid source to an SVG fragment that can sit inline in a page: drawn by beautiful-mermaid (no browser, no
 * DOM), then made safe to inline next to other diagrams and to ship offline. The colours are CSS custom
 * properties set by the site's stylesheet per colour mode (src/css/diagrams.css), so one SVG serves light and
 * dark alike and the reader's browser runs no diagram code at all.
 */
import { createHash } from 'node:crypto';
import { decodeHTML, escapeUTF8 as escapeXml } from 'entities';
import { inRendererForm } from './flowchartSource';
import type { Renderer } from './renderer';

/** What a diagram says about itself for assistive technology (Mermaid's `accTitle` and `accDescr` lines). */
interface DiagramAccessibility {
  title: string | undefined;
  description: string | undefined;
}

export interface RenderedDiagram extends DiagramAccessibility {
  /** The `<svg>` element, without a title: the page adds one that fits where the diagram stands. */
  svg: string;
  /** Short content hash; prefixes every id inside the SVG so two diagrams on a page never share one. */
  idPrefix: string;
  /** What kind of diagram the header names, for a title when the source gives none. */
  kind: string;
}

export class DiagramError extends Error {
  override name = 'DiagramError';
  /** `line`: the line of the diagram (from 1) the problem is on, when it is on one line. */
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const kinds: ReadonlyArray<[RegExp, string]> = [
  [/^(flowchart|graph)\b/, 'Flowchart'],
  [/^sequenceDiagram\b/, 'Sequence diagram'],
  [/^stateDiagram(-v2)?\b/, 'State diagram'],
  [/^classDiagram\b/, 'Class diagram'],
  [/^erDiagram\b/, 'Entity relationship diagram'],
  [/^xychart(-beta)?\b/, 'Chart'],
];

function kindOf(source: string): string {
  const header = source.trimStart().split('\n', 1)[0]?.trim() ?? '';
  const kind = kinds.find(([pattern]) => pattern.test(header))?.[1];
  if (!kind) {
    throw new DiagramError(
      `"${header}" diagrams cannot be drawn at build time; use a flowchart, sequenceDiagram, stateDiagram-v2, classDiagram, erDiagram or xychart-beta.`,
    );
  }
  return kind;
}

/** Takes Mermaid's accessibility lines out of the source (the renderer does not know them) and keeps their text. */
function splitAccessibility(source: string): DiagramAccessibility & { source: string } {
  let title: string | undefined;
  let description: string | undefined;
  const kept = source.split('\n').filter((line) => {
    const match = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (!match) return true;
    if (match[1] === 'accTitle') title = match[2]?.trim();
    else description = match[2]?.trim();
    return false;
  });
  return { source: kept.join('\n'), title, description };
}

/** The lines that make a part of a diagram a link or a button, by kind: `click` in flowcharts, also `link` and `callback` in class diagrams. */
const interactionLines: Readonly<Record<string, RegExp>> = {
  Flowchart: /^\s*(click)\s/,
  'Class diagram': /^\s*(click|link|callback)\s/,
};

/**
 * A drawing made at build time has no links or scripts on its parts. The renderer would draw a flowchart's `click` line
 * as one more node and drop a class diagram's silently, so such a line is refused, at its line.
 */
function refuseInteraction(source: string, kind: string): void {
  const pattern = interactionLines[kind];
  if (!pattern) return;
  const lines = source.split('\n');
  const lineIndex = lines.findIndex((line) => pattern.test(line));
  if (lineIndex < 0) return;
  const keyword = pattern.exec(lines[lineIndex] ?? '')?.[1] ?? 'click';
  throw new DiagramError(
    `"${keyword}" cannot make a part of a diagram drawn at build time a link or a button. Link to the page from the text next to the diagram instead.`,
    lineIndex + 1,
  );
}

/** Coordinates come out with 15 significant digits; two decimals are finer than a screen pixel. */
function roundNumbers(value: string): string {
  return value.replace(/-?\d+\.\d{3,}/g, (number) => String(Number(Number(number).toFixed(2))));
}

/**
 * Makes the renderer's SVG fit to inline: its `<style>` would restyle every SVG on the page and `@import`s a web
 * font from the network, so it goes (the site's stylesheet carries the same rules, scoped); ids get a per-diagram
 * prefix; data-* attributes the renderer keeps for its own tooling go; numbers are rounded.
 */
function inlineSvg(svg: string, idPrefix: string): string {
  return svg
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/\sstyle="--bg:[^"]*"/, '')
    .replace(/\sdata-[\w-]+="[^"]*"/g, '')
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${idPrefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${idPrefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${idPrefix}-${id}"`)
    .replace(/="([^"]*)"/g, (_, value: string) => `="${roundNumbers(value)}"`)
    .replace(/\n\s*/g, '\n')
    .trim();
}

/**
 * Mermaid's codes for characters a label cannot hold as typed (`#quot;`, `#59;` for a `;`, which would end a sequence
 * message): the renderer draws them as typed, so the drawing's text gets the characters Mermaid shows instead. An
 * unknown name stays as written, as Mermaid leaves it.
 */
function withCharactersForCodes(svg: string): string {
  const character = (code: string, name: string) => {
    const decoded = decodeHTML(/^\d+$/.test(name) ? `&#${name};` : `&${name};`);
    return decoded.startsWith('&') && decoded.length > 1 ? code : escapeXml(decoded);
  };
  return svg.replace(/>([^<]+)</g, (_, text: string) => `>${text.replace(/#([a-z]+|\d+);/gi, character)}<`);
}

export function renderDiagram(renderer: Renderer, mermaidSource: string): RenderedDiagram {
  const { source, title, description } = splitAccessibility(mermaidSource);
  const kind = kindOf(source);
  refuseInteraction(mermaidSource, kind);
  const idPrefix = `diagram-${createHash('sha256').update(mermaidSource).digest('hex').slice(0, 8)}`;
  let drawn: string;
  try {
    drawn = renderer.renderMermaidSVG(kind === 'Flowchart' ? inRendererForm(source) : source);
  } catch (error) {
    throw new DiagramError(error instanceof Error ? error.message : String(error));
  }
  return { svg: withCharactersForCodes(inlineSvg(drawn, idPrefix)), idPrefix, kind, title, description };
}

/** Names the SVG as an image with a title (and a description when the source has one) that screen readers announce. */
export function withAccessibleName(diagram: RenderedDiagram, title: string): string {
  const titleId = `${diagram.idPrefix}-title`;
  const descriptionId = `${diagram.idPrefix}-description`;
  const labelled = diagram.description
    ? ` role="img" aria-labelledby="${titleId}" aria-describedby="${descriptionId}"`
    : ` role="img" aria-labelledby="${titleId}"`;
  const heading =
    `<title id="${titleId}">${escapeXml(title)}</title>` +
    (diagram.description ? `<desc id="${descriptionId}">${escapeXml(diagram.description)}</desc>` : '');
  return diagram.svg.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => `<svg${attributes}${labelled}>${heading}`);
}
