/**
 * The project that runs the samples stating an output: the in-memory historian (scripts/docs-check/sample-runs/*.cs)
 * compiled with those samples into one console program, built in the same `dotnet build` as the sample project
 * (sampleProject.ts), then run once for all of them. It targets net8.0 like the samples and rolls forward to the
 * newest runtime installed, so a machine with only a newer SDK runs it too.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeUTF8 as xmlEscape } from 'entities';
import type { CompilationUnit } from './compilationUnit';
import { dotnetEnvironment, run, type DotnetSdk } from './dotnetSdk';
import type { RunResult } from './runOutput';
import type { RunSeed } from './runSeed';

export const runProjectName = 'SampleRuns.csproj';

/** The in-memory historian's sources, in the repository. */
const historianSources = path.join(import.meta.dirname, 'sample-runs');

function runProject(): string {
  return `<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net8.0</TargetFramework>
    <RollForward>LatestMajor</RollForward>
    <AssemblyName>SampleRuns</AssemblyName>
    <StartupObject>Tideline.GSharp.InMemory.SampleRunner</StartupObject>
    <Nullable>enable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
    <LangVersion>12.0</LangVersion>
    <!-- The samples' warnings are reported by the sample project, which treats them as errors. -->
    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
    <NoWarn>$(NoWarn);CS0067;CS0169;CS0414;CS0649;CS8618;CS8625</NoWarn>
  </PropertyGroup>
  <ItemGroup>
    <Compile Include="${xmlEscape(path.join(historianSources, '*.cs'))}" />
  </ItemGroup>
</Project>
`;
}

/** Writes the run project with its samples under `outDir/Runs`; returns the project file. */
export async function writeRunProject(outDir: string, runUnits: readonly CompilationUnit[]): Promise<string> {
  const runsDir = path.join(outDir, 'Runs');
  await mkdir(runsDir, { recursive: true });
  for (const file of await readdir(runsDir)) if (file.endsWith('.cs')) await rm(path.join(runsDir, file));
  for (const unit of runUnits) await writeFile(path.join(runsDir, unit.fileName), unit.source);
  const projectFile = path.join(runsDir, runProjectName);
  await writeFile(projectFile, runProject());
  return projectFile;
}

export const runProgramOf = (outDir: string): string =>
  path.join(outDir, 'Runs', 'bin', 'Debug', 'net8.0', 'SampleRuns.dll');

export interface RunRequest {
  id: string;
  /** The namespace the sample was compiled into (CompilationUnit.namespace). */
  namespace: string;
  seed: RunSeed;
}

class SampleRunError extends Error {}

/** Runs every sample once in one process, in the UTC time zone, and returns what each wrote and logged. */
export async function runSamples(
  sdk: DotnetSdk,
  program: string,
  requests: readonly RunRequest[],
): Promise<RunResult[]> {
  const dir = path.dirname(program);
  const input = path.join(dir, 'runs.json');
  const output = path.join(dir, 'results.json');
  await writeFile(input, JSON.stringify(requests.map(({ id, namespace, seed }) => ({ id, namespace, ...seed }))));
  await rm(output, { force: true });
  const result = await run(sdk.command, [program, input, output], { env: { ...dotnetEnvironment(), TZ: 'UTC' } });
  if (result.code !== 0) {
    throw new SampleRunError(`the in-memory historian stopped (exit code ${result.code}):\n${result.output.trim()}`);
  }
  return JSON.parse(await readFile(output, 'utf8')) as RunResult[];
}
