/**
 * One C# project for all samples, referencing the project that compiles the gSharp reference source
 * (gsharp/api/ref), so the whole site's samples compile in one `dotnet build`. Generated under a gitignored
 * folder. It has no package references; its one package source is nuget.org, from which a restore fetches the .NET 8
 * targeting pack (Microsoft.NETCore.App.Ref) when the SDK does not ship it, as any net8.0 project does.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeUTF8 as xmlEscape } from 'entities';
import type { CompilationUnit } from './compilationUnit';
import { dotnetEnvironment, run, type DotnetSdk } from './dotnetSdk';
import type { Problem } from './problem';
import { runProgramOf, runProjectName, writeRunProject } from './sampleRunProject';

export interface SampleProjectOptions {
  /** Repository root: pages and #line paths are relative to it. */
  root: string;
  /** The project that builds the Tideline.GSharp assembly from the reference source. */
  apiProject: string;
  /** Where the projects are written (gitignored). */
  outDir: string;
  sdk: DotnetSdk;
  /** The NuGet feed the targeting pack is restored from; nuget.org unless a test names an unreachable one. */
  packageSource?: string;
}

/** gSharp 4.2 loads .NET 8 assemblies; a newer SDK restores the targeting pack for it from NuGet. */
const sampleTargetFramework = 'net8.0';

/** Mirrors the project settings the gSharp pages recommend (Configure a gSharp project). */
function samplesProject(apiProject: string): string {
  return `<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>${sampleTargetFramework}</TargetFramework>
    <AssemblyName>DocSamples</AssemblyName>
    <Nullable>enable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
    <LangVersion>12.0</LangVersion>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
  </PropertyGroup>
  <ItemGroup>
    <ProjectReference Include="${xmlEscape(apiProject)}" />
  </ItemGroup>
</Project>
`;
}

/** Where the targeting pack comes from; a machine's own package sources (a private feed) are not asked. */
const nugetSource = 'https://api.nuget.org/v3/index.json';

const nugetConfig = (source: string) => `<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="packages" value="${xmlEscape(source)}" />
  </packageSources>
</configuration>
`;

// Stops MSBuild from importing Directory.Build.* files from folders above the generated one.
const emptyBuildProps = '<Project />\n';

async function writeProjects(
  options: SampleProjectOptions,
  units: readonly CompilationUnit[],
  runUnits: readonly CompilationUnit[],
): Promise<string> {
  const { outDir } = options;
  const samplesDir = path.join(outDir, 'Samples');
  await mkdir(samplesDir, { recursive: true });
  await writeFile(path.join(outDir, 'NuGet.config'), nugetConfig(options.packageSource ?? nugetSource));
  await writeFile(path.join(outDir, 'Directory.Build.props'), emptyBuildProps);
  await writeFile(path.join(outDir, 'Directory.Build.targets'), emptyBuildProps);
  const samplesProjectFile = path.join(samplesDir, 'DocSamples.csproj');
  await writeFile(samplesProjectFile, samplesProject(path.resolve(options.apiProject)));
  // Samples removed from the pages must not linger as files of an earlier run.
  for (const file of await readdir(samplesDir)) if (file.endsWith('.cs')) await rm(path.join(samplesDir, file));
  for (const unit of units) await writeFile(path.join(samplesDir, unit.fileName), unit.source);
  if (runUnits.length === 0) return samplesProjectFile;
  // One solution, so one `dotnet build` compiles the samples against the reference and the runnable ones again
  // against the in-memory historian, the two projects side by side. A classic .sln, which every SDK from 8 reads.
  const runProjectFile = await writeRunProject(outDir, runUnits);
  const solution = path.join(outDir, 'DocSamples.sln');
  await writeFile(
    solution,
    solutionFile([samplesProjectFile, runProjectFile].map((file) => path.relative(outDir, file))),
  );
  return solution;
}

/** A solution of C# projects (paths relative to it), each built in the Debug configuration. */
function solutionFile(projects: readonly string[]): string {
  const csharpProjectType = '{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}';
  const ids = projects.map((_, index) => `{00000000-0000-0000-0000-${String(index + 1).padStart(12, '0')}}`);
  return [
    'Microsoft Visual Studio Solution File, Format Version 12.00',
    ...projects.flatMap((project, index) => [
      `Project("${csharpProjectType}") = "${path.basename(project, '.csproj')}", "${project.replace(/\//g, '\\')}", "${ids[index]}"`,
      'EndProject',
    ]),
    'Global',
    '\tGlobalSection(SolutionConfigurationPlatforms) = preSolution',
    '\t\tDebug|Any CPU = Debug|Any CPU',
    '\tEndGlobalSection',
    '\tGlobalSection(ProjectConfigurationPlatforms) = postSolution',
    ...ids.flatMap((id) => [
      `\t\t${id}.Debug|Any CPU.ActiveCfg = Debug|Any CPU`,
      `\t\t${id}.Debug|Any CPU.Build.0 = Debug|Any CPU`,
    ]),
    '\tEndGlobalSection',
    'EndGlobal',
    '',
  ].join('\r\n');
}

/** `file(line,col): error CODE: message [project]`, as MSBuild prints compiler diagnostics. */
const diagnostic =
  /^(?<file>.+?)\((?<line>\d+),\d+(?:,\d+,\d+)?\): (?<severity>error|warning) (?<code>\w+): (?<message>.*?)(?: \[(?<project>[^\]]*)\])?$/;

/** An error only the run against the in-memory historian has: the sample uses a member it does not implement. */
const inRunPrefix = 'in the run against the in-memory historian (scripts/docs-check/sample-runs): ';

function parseDiagnostics(
  output: string,
  options: Pick<SampleProjectOptions, 'root'>,
  units: readonly CompilationUnit[],
): { problems: Problem[]; runProjectFailed: boolean } {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const inRun: Problem[] = [];
  for (const raw of output.split(/\r?\n/)) {
    const match = diagnostic.exec(raw.trim());
    if (match?.groups?.severity !== 'error') continue;
    const { file, line, code, message } = match.groups as Record<'file' | 'line' | 'code' | 'message', string>;
    const located = locate(file, Number(line), options.root, units);
    const problem = { file: located.file, line: located.line, message: `${located.prefix}${code}: ${message}` };
    const key = `${problem.file}:${problem.line}:${problem.message}`;
    if (match.groups.project?.endsWith(runProjectName)) {
      inRun.push(problem);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  // The runnable samples compile twice; an error both builds report is the sample's, reported once.
  for (const problem of inRun) {
    const key = `${problem.file}:${problem.line}:${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ ...problem, message: `${inRunPrefix}${problem.message}` });
  }
  return { problems, runProjectFailed: inRun.length > 0 };
}

/**
 * A diagnostic mapped by #line already names the page. One in the wrapper a fragment was put in names the
 * generated file: report it at the block's page and fence, saying it is in the wrapper.
 */
function locate(
  file: string,
  line: number,
  root: string,
  units: readonly CompilationUnit[],
): { file: string; line: number; prefix: string } {
  const unit = units.find((candidate) => path.basename(file) === candidate.fileName && path.isAbsolute(file));
  if (unit) {
    const context = unit.sample.mode.kind === 'fragment' ? `fragment=${unit.sample.mode.context}` : 'sample';
    return {
      file: unit.sample.page,
      line: unit.sample.firstLine - 1,
      prefix: `in the code wrapped around this ${context}: `,
    };
  }
  const relative = path.isAbsolute(file) ? path.relative(root, file) : file;
  return { file: relative.split(path.sep).join('/'), line, prefix: '' };
}

export class SampleBuildError extends Error {}

/** NuGet's own error lines (`error NU1301: Unable to load the service index …`), once each. */
function restoreErrors(output: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /error NU\d+:/.test(line));
  return [...new Set(lines)].join('\n');
}

export interface SampleBuild {
  /** The compiler's errors, mapped to pages. */
  problems: Problem[];
  /** The program that runs the runnable samples, when there are some and they compiled against the in-memory historian. */
  runProgram?: string;
}

/**
 * Writes the projects, builds them and returns the compiler's errors, mapped to pages. `runUnits` are the samples that
 * state an output, compiled a second time with the in-memory historian (sampleRunProject.ts).
 */
export async function buildSampleProject(
  options: SampleProjectOptions,
  units: readonly CompilationUnit[],
  runUnits: readonly CompilationUnit[] = [],
): Promise<SampleBuild> {
  const projectFile = await writeProjects(options, units, runUnits);
  const result = await run(
    options.sdk.command,
    ['build', projectFile, '-nologo', '-v:q', '-clp:NoSummary', '-nodeReuse:false', '--disable-build-servers'],
    { cwd: options.root, env: dotnetEnvironment() },
  );
  const { problems, runProjectFailed } = parseDiagnostics(result.output, options, units);
  if (result.code !== 0 && /error NU\d+:/.test(result.output) && problems.length === 0) {
    throw new SampleBuildError(
      `The samples target ${sampleTargetFramework}; this .NET SDK (${options.sdk.version}) restores the ${sampleTargetFramework} targeting pack ` +
        `(Microsoft.NETCore.App.Ref) from ${options.packageSource ?? nugetSource}, and the restore failed. Check that this machine reaches NuGet, or install ` +
        'the .NET 8 SDK (`apt-get install dotnet-sdk-8.0`, or https://dotnet.microsoft.com/download), which ships the pack. NuGet said:\n' +
        restoreErrors(result.output),
    );
  }
  if (result.code !== 0 && problems.length === 0) {
    throw new SampleBuildError(`dotnet build failed without a compiler error to report:\n${result.output.trim()}`);
  }
  return runUnits.length === 0 || runProjectFailed
    ? { problems }
    : { problems, runProgram: runProgramOf(options.outDir) };
}
