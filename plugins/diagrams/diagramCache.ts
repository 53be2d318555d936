/**
 * Drawn diagrams kept on disk by content hash, so a warm build (or the dev server after a restart) reads and draws
 * only the diagrams whose source changed. The key covers everything else a drawing depends on (./drawDiagram.ts
 * `drawingVersion`), so an upgrade of the renderer or the parser, or a change to this plugin, starts afresh instead
 * of serving stale drawings.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawDiagram, drawingVersion } from './drawDiagram';
import type { RenderedDiagram } from './renderDiagram';
import { writeFileWhole } from '../shared/writeFileWhole';

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
  const salt = drawingVersion();
  return {
    async render(source) {
      const key = createHash('sha256').update(salt).update('\0').update(source).digest('hex');
      const file = path.join(directory, `${key}.json`);
      const cached = readCached(file);
      if (cached) return cached;
      const diagram = await drawDiagram(source);
      // Another process (the dev server beside a build) may draw the same diagram at the same moment.
      await writeFileWhole(file, JSON.stringify(diagram));
      return diagram;
    },
  };
}
