/**
 * Rendered diagrams kept on disk by content hash, so a warm build (or the dev server after a restart) checks and
 * draws only the diagrams whose source changed. The key covers the renderer's and the parser's versions and this
 * plugin's own post-processing, so upgrading any of them starts afresh instead of serving stale drawings.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { textsMissingFrom } from './drawnTexts';
import { parserVersion, readWithMermaid } from './mermaidReading';
import { DiagramError, renderDiagram, type RenderedDiagram } from './renderDiagram';
import { loadRenderer, rendererVersion } from './renderer';
import { writeFileWhole } from '../shared/writeFileWhole';

/** Bump when this plugin changes what it makes of a drawing, or what it refuses to draw. */
const postProcessingVersion = 3;

export interface DiagramCache {
  /** Rejects with a DiagramError when the source cannot be read or drawn. */
  render(source: string): Promise<RenderedDiagram>;
}

function readCached(file: string): RenderedDiagram | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RenderedDiagram;
  } catch {
    return undefined;
  }
}

export function createDiagramCache(directory: string): DiagramCache {
  const salt = `beautiful-mermaid@${rendererVersion()}+${postProcessingVersion} mermaid@${parserVersion()}`;
  return {
    async render(source) {
      const key = createHash('sha256').update(salt).update('\0').update(source).digest('hex');
      const file = path.join(directory, `${key}.json`);
      const cached = readCached(file);
      if (cached) return cached;
      const { texts } = await readWithMermaid(source);
      const diagram = renderDiagram(loadRenderer(), source);
      const missing = textsMissingFrom(diagram.svg, texts ?? []);
      if (missing.length > 0) {
        const quoted = missing.map((text) => `"${text}"`).join(', ');
        throw new DiagramError(`the drawing would leave out ${quoted}. The renderer does not draw every part Mermaid knows (notes in state diagrams and boxes around sequence participants, for two); redraw that part another way, or say it in the text.`);
      }
      // The public and staff builds may draw the same diagram at the same moment.
      await writeFileWhole(file, JSON.stringify(diagram));
      return diagram;
    },
  };
}
