/**
 * The sample check: every ```csharp block of the written pages and the site's own pages compiles against the gSharp reference
 * source, or says in its meta string why it is a fragment or not compiled.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compilationUnit, type CompilationUnit } from './compilationUnit';
import type { CsharpSample } from './csharpSamples';
import { csharpSamples } from './csharpSamples';
import { samplePages } from './docPages';
import { findDotnetSdk } from './dotnetSdk';
import { byLocation, type Problem } from './problem';
import { buildSampleProject } from './sampleProject';

export interface CheckSamplesOptions {
  root: string;
  /** Pages to read, relative to root; by default every page with samples (docPages.ts). */
  pages?: readonly string[];
  /** The project that builds the Tideline.GSharp assembly from its reference source. */
  apiProject?: string;
  /** Where the generated projects go. */
  outDir?: string;
  dotnet?: string;
}

export interface SamplesReport {
  problems: Problem[];
  compiled: number;
  notCompiled: number;
}

export async function checkSamples(options: CheckSamplesOptions): Promise<SamplesReport> {
  const { root } = options;
  const sdk = await findDotnetSdk(options.dotnet);
  const problems: Problem[] = [];
  const samples: CsharpSample[] = [];
  for (const page of options.pages ?? samplePages(root)) {
    const found = csharpSamples(page, await readFile(path.join(root, page), 'utf8'));
    problems.push(...found.problems);
    samples.push(...found.samples);
  }
  const units = (await Promise.all(samples.map((sample, index) => compilationUnit(sample, index, root)))).filter((unit): unit is CompilationUnit => unit !== undefined);
  problems.push(
    ...(await buildSampleProject(
      {
        root,
        sdk,
        apiProject: options.apiProject ?? path.join(root, 'gsharp', 'api', 'ref', 'Tideline.GSharp.csproj'),
        outDir: options.outDir ?? path.join(root, '.cache', 'csharp-samples'),
      },
      units,
    )),
  );
  return { problems: problems.sort(byLocation), compiled: units.length, notCompiled: samples.length - units.length };
}
