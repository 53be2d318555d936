/**
 * Samples that state an output. A page marks one with `run=ID` after its ```csharp fence, gives the data it runs on in
 * its front matter under `sample_runs.ID` (runSeed.ts), and shows what it writes in a block after it whose fence says
 * `output=ID` (runOutput.ts). This module pairs the three and reports a part that is missing or unused.
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

interface OutputBlock {
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

export async function sampleRunsOf(
  page: string,
  source: string,
  samples: readonly CsharpSample[],
): Promise<{ runs: SampleRun[]; problems: Problem[] }> {
  const runs: SampleRun[] = [];
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push({ file: page, line, message });
  const seeds = (await frontMatterOf(page, source)).sample_runs ?? {};
  if (typeof seeds !== 'object' || seeds === null || Array.isArray(seeds)) {
    at(seedLine(source), 'sample_runs maps each run ID to its data: sample_runs: { ID: { execution_time, points } }');
    return { runs, problems };
  }
  const seedsById = seeds as Record<string, unknown>;
  const outputs = outputBlocks(source);
  const used = new Set<string>();
  for (const sample of samples.filter((candidate) => candidate.run !== undefined)) {
    const fence = sample.firstLine - 1;
    const id = sample.run;
    if (typeof id !== 'string') {
      at(fence, 'run needs the ID of the data it runs on: run=ID, with sample_runs.ID in the front matter');
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
    if (!(id in seedsById)) {
      at(fence, `run=${id} has no data: add sample_runs.${id} (execution_time and points) to the front matter`);
      continue;
    }
    const seed = readRunSeed(seedsById[id]);
    if (!seed.ok) {
      at(seedLine(source, id), `sample_runs.${id}: ${seed.message}`);
      continue;
    }
    const output = (outputs.get(id) ?? []).filter((block) => block.fence > fence);
    if (output.length !== 1) {
      at(
        fence,
        output.length === 0
          ? `run=${id} states no output: add a block after it whose fence says output=${id}, one line per value it writes`
          : `run=${id} has ${output.length} output blocks after it; keep one`,
      );
      continue;
    }
    const block = output[0]!;
    const stated = readStatedOutput(page, block.fence + 1, block.text);
    problems.push(...stated.problems);
    runs.push({ id, sample, seed: seed.seed, outputFence: block.fence, stated: stated.lines });
  }
  for (const id of Object.keys(seedsById).filter((candidate) => !used.has(candidate))) {
    at(
      seedLine(source, id),
      `sample_runs.${id} is not run by any sample: mark the sample run=${id}, or remove the data`,
    );
  }
  for (const [id, blocks] of outputs) {
    if (!used.has(id)) for (const block of blocks) at(block.fence, `output=${id} follows no sample marked run=${id}`);
  }
  return { runs, problems };
}
