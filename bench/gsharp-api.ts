/**
 * Benchmark of the gSharp API reference generator: generates the real reference source and XML file into a temporary folder N times and
 * fails when it takes more than the budget per hundred members. Run with `npx tsx bench/gsharp-api.ts [runs]`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCSharpParser } from '../plugins/gsharp-api/csharp/parser';
import { generateReference } from '../plugins/gsharp-api/generate';
import { writeReference } from '../plugins/gsharp-api/writeReference';

/** Generating is done during every build and on every XML save in dev; a hundred members must stay well under a second. */
const budgetMsPer100Members = 250;
const defaultRuns = 20;

const siteDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const xmlFile = 'gsharp/api/GSharp.xml';
const runs = Number.parseInt(process.argv[2] ?? String(defaultRuns), 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `usage: npx tsx bench/gsharp-api.ts [runs]   (runs must be a positive integer, got "${process.argv[2] ?? ''}")`,
  );
  process.exit(2);
}

const referenceFile = 'gsharp/api/ref/Tideline.GSharp.cs';
const xml = readFileSync(path.join(siteDir, xmlFile), 'utf8');
const csharp = [{ file: referenceFile, text: readFileSync(path.join(siteDir, referenceFile), 'utf8') }];
// Loading the grammar happens once per process, not per build step, so it is outside the measured runs.
const parser = await loadCSharpParser(siteDir);
const outputDir = mkdtempSync(path.join(tmpdir(), 'gsharp-api-bench-'));

function generateOnce(): number {
  const reference = generateReference({
    xml,
    xmlFile,
    csharp,
    parser,
    base: { routeBasePath: '/gSharp/Development/Namespaces', slugBasePath: '/Development/Namespaces' },
    externalNamespaces: ['OSIsoft'],
    missingSummary: 'warn',
  });
  writeReference(path.join(outputDir, 'Namespaces'), reference.files);
  return reference.memberCount;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

try {
  const members = generateOnce(); // warm-up: module loading and JIT are not what the budget is about
  const durations = Array.from({ length: runs }, () => {
    const startedAt = performance.now();
    generateOnce();
    return performance.now() - startedAt;
  });

  // The median, not the mean: on a shared build machine one run stalled on disk I/O says nothing about the generator.
  const msPerRun = median(durations);
  const msPer100Members = (msPerRun / members) * 100;
  const membersPerSecond = members / (msPerRun / 1000);
  console.log(
    `gsharp-api: ${members} members, ${runs} runs, median ${msPerRun.toFixed(1)} ms per run (fastest ${Math.min(...durations).toFixed(1)}, slowest ${Math.max(...durations).toFixed(1)})`,
  );
  console.log(
    `gsharp-api: ${Math.round(membersPerSecond)} members/second, ${msPer100Members.toFixed(2)} ms per 100 members (budget ${budgetMsPer100Members} ms)`,
  );
  if (msPer100Members > budgetMsPer100Members) {
    console.error(
      `gsharp-api: over budget: ${msPer100Members.toFixed(2)} ms per 100 members > ${budgetMsPer100Members} ms`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}
