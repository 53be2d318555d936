/**
 * Samples that state an output. A page marks one with `run=ID` after its ```csharp fence, gives the data it runs on in
 * its front matter under `sample_runs.ID` (runSeed.ts), and shows what it writes in a block after it whose fence says
 * `output=ID` (runOutput.ts). This module pairs the three and reports a part that is missing or unused; an example of
 * GSharp.xml gives its data in a `<code language="yaml" data="ID">` element instead (xmlExamples.ts).
 */
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { metaAttributes } from '../../plugins/csharp-samples/sampleMeta';
import type { CsharpSample } from './csharpSamples';
import { frontMatterOf, parsePage } from './markdown';
import type { Problem } from './problem';
import { readStatedOutput, type StatedLine } from './runOutput';
import { readRunSeed, type RunSeed } from './runSeed';

export interface SampleRun {
  id: string;
  sample: CsharpSample;
  seed: RunSeed;
  /** The line of the output block's fence. */
  outputFence: number;
  stated: StatedLine[];
}

export interface OutputBlock {
  fence: number;
  text: string;
}

function outputBlocks(source: string): Map<string, OutputBlock[]> {
  const blocks = new Map<string, OutputBlock[]>();
  visit(parsePage(source), 'code', (node: Code) => {
    const id = metaAttributes(node.meta).get('output');
    if (typeof id !== 'string') return;
    const fence = node.position?.start.line ?? 1;
    blocks.set(id, [...(blocks.get(id) ?? []), { fence, text: node.value }]);
  });
  return blocks;
}

/** The line that sets `sample_runs` (or the first line). */
function seedLine(source: string, id?: string): number {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('sample_runs:'));
  if (start === -1) return 1;
  if (id === undefined) return start + 1;
  const own = lines.findIndex((line, index) => index > start && line.trim() === `${id}:`);
  return (own === -1 ? start : own) + 1;
}

/** Where a run's data is written, and the data as parsed (front matter or a YAML example of GSharp.xml). */
export interface SeedSource {
  line: number;
  raw: unknown;
}

export interface RunParts {
  file: string;
  samples: readonly CsharpSample[];
  seeds: ReadonlyMap<string, SeedSource>;
  outputs: ReadonlyMap<string, readonly OutputBlock[]>;
  /** How to say where the data goes, for a run that has none. */
  addDataHint: (id: string) => string;
}

/** Pairs each sample marked run=ID with its data and its output block, and reports every part missing or unused. */
export function pairSampleRuns(parts: RunParts): { runs: SampleRun[]; problems: Problem[] } {
  const { file, seeds, outputs } = parts;
  const runs: SampleRun[] = [];
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push({ file, line, message });
  const used = new Set<string>();
  for (const sample of parts.samples.filter((candidate) => candidate.run !== undefined)) {
    const fence = sample.firstLine - 1;
    const id = sample.run;
    if (typeof id !== 'string') {
      at(fence, `run needs the ID of the data it runs on: run=ID, with ${parts.addDataHint('ID')}`);
      continue;
    }
    used.add(id);
    if (sample.mode.kind === 'nocompile') {
      at(fence, 'a sample marked nocompile cannot run: remove run or nocompile');
      continue;
    }
    if (sample.mode.kind === 'fragment' && sample.mode.context !== 'class-body') {
      at(fence, 'a fragment that runs is a class-body fragment declaring ACECalculations()');
      continue;
    }
    const source = seeds.get(id);
    if (source === undefined) {
      at(fence, `run=${id} has no data: add ${parts.addDataHint(id)}`);
      continue;
    }
    const seed = readRunSeed(source.raw);
    if (!seed.ok) {
      at(source.line, `sample_runs.${id}: ${seed.message}`);
      continue;
    }
    const output = (outputs.get(id) ?? []).filter((block) => block.fence > fence);
    const block = output[0];
    if (block === undefined || output.length > 1) {
      at(
        fence,
        block === undefined
          ? `run=${id} states no output: add a block after it whose fence says output=${id}, one line per value it writes`
          : `run=${id} has ${output.length} output blocks after it; keep one`,
      );
      continue;
    }
    const stated = readStatedOutput(file, block.fence + 1, block.text);
    problems.push(...stated.problems);
    runs.push({ id, sample, seed: seed.seed, outputFence: block.fence, stated: stated.lines });
  }
  for (const [id, source] of seeds) {
    if (!used.has(id))
      at(source.line, `sample_runs.${id} is not run by any sample: mark the sample run=${id}, or remove the data`);
  }
  for (const [id, blocks] of outputs) {
    if (!used.has(id)) for (const block of blocks) at(block.fence, `output=${id} follows no sample marked run=${id}`);
  }
  return { runs, problems };
}

/** A page's runs: data in the front matter under `sample_runs`, output in a block marked `output=ID`. */
export async function sampleRunsOf(
  page: string,
  source: string,
  samples: readonly CsharpSample[],
): Promise<{ runs: SampleRun[]; problems: Problem[] }> {
  const seeds = (await frontMatterOf(page, source)).sample_runs ?? {};
  if (typeof seeds !== 'object' || seeds === null || Array.isArray(seeds)) {
    return {
      runs: [],
      problems: [
        {
          file: page,
          line: seedLine(source),
          message: 'sample_runs maps each run ID to its data: sample_runs: { ID: { execution_time, points } }',
        },
      ],
    };
  }
  return pairSampleRuns({
    file: page,
    samples,
    seeds: new Map(
      Object.entries(seeds as Record<string, unknown>).map(([id, raw]) => [id, { line: seedLine(source, id), raw }]),
    ),
    outputs: outputBlocks(source),
    addDataHint: (id) => `sample_runs.${id} (execution_time and points) to the front matter`,
  });
}
