import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeXML } from 'entities';
import { buildSampleProject } from '../../../scripts/docs-check/sampleProject';

/** The escaper the generated project files used before entities': `&`, `<` and `"`. */
const handWritten = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const outDir = await mkdtemp(path.join(os.tmpdir(), 'sample-project-xml-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** Writes the projects with paths and a feed that need escaping; `true` stands in for dotnet, so nothing is built. */
async function writtenWith(
  apiProject: string,
  packageSource: string,
): Promise<{ csproj: string; nugetConfig: string }> {
  await buildSampleProject(
    { root: outDir, apiProject, outDir, packageSource, sdk: { command: 'true', version: '8.0.100' } },
    [],
  );
  return {
    csproj: await readFile(path.join(outDir, 'Samples', 'DocSamples.csproj'), 'utf8'),
    nugetConfig: await readFile(path.join(outDir, 'NuGet.config'), 'utf8'),
  };
}

const includeOf = (csproj: string): string => /<ProjectReference Include="([^"]*)" \/>/.exec(csproj)?.[1] ?? '';
const feedOf = (nugetConfig: string): string => /<add key="packages" value="([^"]*)" \/>/.exec(nugetConfig)?.[1] ?? '';

describe('the generated C# project files', () => {
  it('escape a project path as the hand-written escaper did, and `>` as &gt; too', async () => {
    const apiProject = '/work/R&D "gSharp"/<api>/Api.csproj';
    const { csproj } = await writtenWith(apiProject, 'https://api.nuget.org/v3/index.json');
    expect(includeOf(csproj)).toBe(handWritten(apiProject).replace(/>/g, '&gt;'));
    expect(decodeXML(includeOf(csproj))).toBe(apiProject);
  });

  it('escape a package feed address exactly as the hand-written escaper did', async () => {
    const feed = 'https://feed.example/v3/index.json?team=R&D&label="docs"';
    const { nugetConfig } = await writtenWith('/work/Api.csproj', feed);
    expect(feedOf(nugetConfig)).toBe(handWritten(feed));
    expect(decodeXML(feedOf(nugetConfig))).toBe(feed);
  });

  it('write an apostrophe as &apos;, which MSBuild reads back as the same path', async () => {
    const apiProject = "/work/Operator's copy/Api.csproj";
    const { csproj } = await writtenWith(apiProject, 'https://api.nuget.org/v3/index.json');
    expect(includeOf(csproj)).toBe('/work/Operator&apos;s copy/Api.csproj');
    expect(decodeXML(includeOf(csproj))).toBe(apiProject);
  });
});
