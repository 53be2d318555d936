/**
 * One diagram from its source to a drawing the build may publish: Mermaid's own parser reads it (a typo fails here,
 * at its line), beautiful-mermaid draws it, and the drawing must show every word Mermaid read, since the renderer
 * leaves out parts it does not know instead of failing.
 */
import { textsMissingFrom } from './drawnTexts';
import { parserVersion, readWithMermaid } from './mermaidReading';
import { DiagramError, renderDiagram, type RenderedDiagram } from './renderDiagram';
import { loadRenderer, rendererVersion } from './renderer';

/** Bump when this plugin changes what it makes of a drawing, or what it refuses to draw. */
const postProcessingVersion = 11;

/** Names everything that decides a drawing besides its source, so a cache keyed by it never serves a stale one. */
export function drawingVersion(): string {
  return `beautiful-mermaid@${rendererVersion()}+${postProcessingVersion} mermaid@${parserVersion()}`;
}

/** Rejects with a DiagramError (a DiagramSyntaxError when Mermaid cannot read the source) instead of drawing less. */
export async function drawDiagram(source: string): Promise<RenderedDiagram> {
  const { texts } = await readWithMermaid(source);
  const diagram = renderDiagram(loadRenderer(), source);
  const missing = textsMissingFrom(diagram.svg, texts ?? []);
  if (missing.length > 0) {
    const quoted = missing.map((text) => `"${text}"`).join(', ');
    throw new DiagramError(
      `the drawing would leave out ${quoted}. The renderer does not draw every part Mermaid knows (notes in state diagrams and boxes around sequence participants, for two); redraw that part another way, or say it in the text.`,
    );
  }
  return diagram;
}
