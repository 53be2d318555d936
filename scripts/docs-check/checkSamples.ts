/**
 * The sample check: every ```csharp block of the written pages and the site's own pages, and every C# `<code>` example
 * of GSharp.xml, compiles against the gSharp reference source, or says in its meta string (an example: its attributes)
 * why it is a fragment or not compiled. A page's sample marked `run=ID` also runs against the in-memory historian on the
 * page's data, and what it writes must be the output the page states (sampleRuns.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compilationUnit, type CompilationUnit } from './compilationUnit';
import type { CsharpSample } from './csharpSamples';
import { csharpSamples } from './csharpSamples';
import { samplePages } from './docPages';
import { findDotnetSdk } from './dotnetSdk';
import { byLocation, type Problem } from './problem';
import { compareOutput } from './runOutput';
import { buildSampleProject } from './sampleProject';
import { runSamples } from './sampleRunProject';
import { pairSampleRuns, type SampleRun, sampleRunsOf } from './sampleRuns';
import { xmlExamples } from './xmlExamples';

export interface CheckSamplesOptions {
  root: string;
  /** Pages to read, relative to root; by default every page with samples (docPages.ts). */
  pages?: readonly string[];
  /** XML documentation files whose C# `<code>` blocks are compiled too, relative to root; by default GSharp.xml. */
  xmlFiles?: readonly string[];
  /** The project that builds the Tideline.GSharp assembly from its reference source. */
  apiProject?: string;
  /** Where the generated projects go. */
  outDir?: string;
  dotnet?: string;
  /** The NuGet feed for the targeting pack (sampleProject.ts); nuget.org by default. */
  packageSource?: string;
}

export interface SamplesReport {
  problems: Problem[];
  compiled: number;
  notCompiled: number;
  /** Samples run against the in-memory historian and compared with their stated output. */
  ran: number;
}

const apiXmlFile = 'gsharp/api/GSharp.xml';

/** A compiler error in an API example names the member the example documents: the file alone is one long XML. */
function namingSubject(problem: Problem, samples: readonly CsharpSample[]): Problem {
  const example = samples
    .filter(
      (sample) => sample.subject !== undefined && sample.page === problem.file && sample.firstLine - 1 <= problem.line,
    )
    .reduce<CsharpSample | undefined>(
      (last, sample) => (last === undefined || sample.firstLine > last.firstLine ? sample : last),
      undefined,
    );
  return example === undefined ? problem : { ...problem, message: `example of ${example.subject}: ${problem.message}` };
}

export async function checkSamples(options: CheckSamplesOptions): Promise<SamplesReport> {
  const { root } = options;
  const sdk = await findDotnetSdk(options.dotnet);
  const problems: Problem[] = [];
  const samples: CsharpSample[] = [];
  const runs: SampleRun[] = [];
  for (const page of options.pages ?? samplePages(root)) {
    const source = await readFile(path.join(root, page), 'utf8');
    const found = csharpSamples(page, source);
    problems.push(...found.problems);
    samples.push(...found.samples);
    const runnable = await sampleRunsOf(page, source, found.samples);
    problems.push(...runnable.problems);
    runs.push(...runnable.runs);
  }
  for (const xmlFile of options.xmlFiles ?? [apiXmlFile]) {
    const found = xmlExamples(xmlFile, await readFile(path.join(root, xmlFile), 'utf8'));
    problems.push(...found.problems);
    samples.push(...found.samples);
    const runnable = pairSampleRuns({
      file: xmlFile,
      samples: found.samples,
      seeds: found.seeds,
      outputs: found.outputs,
      addDataHint: (id) =>
        `a <code language="yaml" data="${id}"> element with execution_time and points to the example`,
    });
    problems.push(...runnable.problems);
    runs.push(...runnable.runs);
  }
  const units = (await Promise.all(samples.map((sample, index) => compilationUnit(sample, index, root)))).filter(
    (unit): unit is CompilationUnit => unit !== undefined,
  );
  const unitOf = new Map(units.map((unit) => [unit.sample, unit]));
  const runUnits = runs.map((sampleRun) => {
    const unit = unitOf.get(sampleRun.sample);
    // Every sample with a run is one of `samples`, and each of those has a unit (compilationUnit skips only non-C#).
    if (unit === undefined) throw new Error(`no compilation unit for the sample run in ${sampleRun.sample.page}`);
    return unit;
  });
  const build = await buildSampleProject(
    {
      root,
      sdk,
      apiProject: options.apiProject ?? path.join(root, 'gsharp', 'api', 'ref', 'Tideline.GSharp.csproj'),
      outDir: options.outDir ?? path.join(root, '.cache', 'csharp-samples'),
      packageSource: options.packageSource,
    },
    units,
    runUnits,
  );
  problems.push(...build.problems.map((problem) => namingSubject(problem, samples)));
  if (build.runProgram !== undefined) {
    const results = await runSamples(
      sdk,
      build.runProgram,
      runs.map((sampleRun, index) => ({
        id: String(index),
        namespace: runUnits[index]?.namespace ?? '',
        seed: sampleRun.seed,
      })),
    );
    runs.forEach((sampleRun, index) => {
      const result = results.find((candidate) => candidate.id === String(index));
      if (result === undefined)
        throw new Error(`the in-memory historian returned no result for ${sampleRun.sample.page}`);
      problems.push(...compareOutput(sampleRun.sample.page, sampleRun.outputFence, sampleRun.stated, result));
    });
  }
  return {
    problems: problems.sort(byLocation),
    compiled: units.length,
    notCompiled: samples.length - units.length,
    ran: build.runProgram === undefined ? 0 : runs.length,
  };
}
