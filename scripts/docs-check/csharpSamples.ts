/** The ```csharp blocks of a page, with where their code starts and how to compile them. */
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import {
  csharpLanguages,
  metaAttributes,
  readSampleMeta,
  type SampleMode,
} from '../../plugins/csharp-samples/sampleMeta';
import { parsePage } from './markdown';
import type { Problem } from './problem';

export interface CsharpSample {
  /** Repository-relative page path. */
  page: string;
  /** Line of the page that holds the first line of code (the line after the opening fence). */
  firstLine: number;
  code: string;
  mode: SampleMode;
  /** The documentation ID of the API member whose XML example this is; absent for a page's block. */
  subject?: string;
  /** `run=ID`: the sample runs against the in-memory historian with the page's seed ID (./sampleRuns.ts). */
  run?: string | true;
}

export interface PageSamples {
  samples: CsharpSample[];
  /** Blocks whose meta string cannot be read: they are neither compiled nor skipped silently. */
  problems: Problem[];
}

export function csharpSamples(page: string, source: string): PageSamples {
  const result: PageSamples = { samples: [], problems: [] };
  visit(parsePage(source), 'code', (node: Code) => {
    if (!node.lang || !csharpLanguages.has(node.lang)) return;
    const fenceLine = node.position?.start.line ?? 1;
    const meta = readSampleMeta(node.meta);
    if (!meta.ok) {
      result.problems.push({ file: page, line: fenceLine, message: meta.message });
      return;
    }
    const run = metaAttributes(node.meta).get('run');
    result.samples.push({
      page,
      firstLine: fenceLine + 1,
      code: node.value,
      mode: meta.mode,
      ...(run === undefined ? {} : { run }),
    });
  });
  return result;
}
