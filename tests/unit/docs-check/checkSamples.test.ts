/**
 * The sample check runs the real C# compiler (the .NET SDK) on fixture pages against a fixture API, and
 * reports each error at the page and line a writer edits.
 */
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSamples, type SamplesReport } from '../../../scripts/docs-check/checkSamples';
import { splitFileSample } from '../../../scripts/docs-check/compilationUnit';
import { csharpSamples } from '../../../scripts/docs-check/csharpSamples';
import { DotnetMissingError, findDotnetSdk } from '../../../scripts/docs-check/dotnetSdk';
import { SampleBuildError } from '../../../scripts/docs-check/sampleProject';

const fixtures = path.join(__dirname, 'fixtures');

describe('compiling the samples of fixture pages', () => {
  let report: SamplesReport;

  beforeAll(async () => {
    report = await checkSamples({
      root: fixtures,
      pages: ['pages/broken.md', 'pages/fragments.md'],
      xmlFiles: ['api/examples.xml'],
      apiProject: path.join(fixtures, 'api', 'Fixture.csproj'),
      outDir: mkdtempSync(path.join(tmpdir(), 'csharp-samples-')),
    });
  }, 240_000);

  it('fails a sample that calls a missing member, naming the page, the line and the compiler message', () => {
    expect(report.problems.filter((problem) => problem.file === 'pages/broken.md')).toEqual([
      {
        file: 'pages/broken.md',
        line: 16,
        message:
          "CS1061: 'PIACEPoint' does not contain a definition for 'Average' and no accessible extension method 'Average' accepting a first argument of type 'PIACEPoint' could be found (are you missing a using directive or an assembly reference?)",
      },
    ]);
  });

  it('compiles fragments in their declared context, two samples declaring the same class, and a namespace named like the API', () => {
    expect(report.problems.filter((problem) => problem.file === 'pages/fragments.md')).toEqual([]);
    expect(report.compiled).toBe(8);
  });

  it('skips a block marked nocompile, on a page or in the XML documentation', () => {
    expect(report.notCompiled).toBe(2);
  });

  it('fails an XML documentation example that does not compile, naming the member it documents and its XML line', () => {
    expect(report.problems.filter((problem) => problem.file === 'api/examples.xml')).toEqual([
      {
        file: 'api/examples.xml',
        line: 23,
        message:
          "example of M:Tideline.GSharp.PI.PIACEPoint.Avg(System.DateTime,System.DateTime): CS1503: Argument 1: cannot convert from 'object' to 'double'",
      },
    ]);
  });
});

describe('reading the meta string of a C# block', () => {
  it('reports a fragment without a context and nocompile without a reason at the fence', () => {
    const source =
      '---\ntitle: x\n---\n\n```csharp fragment\nint x = 1;\n```\n\n```csharp nocompile\nint y = 2;\n```\n';
    const { samples, problems } = csharpSamples('pages/badMeta.md', source);
    expect(samples).toEqual([]);
    expect(problems).toEqual([
      {
        file: 'pages/badMeta.md',
        line: 5,
        message: 'fragment needs a context: fragment=class-body or fragment=method-body',
      },
      {
        file: 'pages/badMeta.md',
        line: 9,
        message: 'nocompile needs a reason for the reader: nocompile="why this block does not compile"',
      },
    ]);
  });

  it('finds blocks inside lists with the line of their first line of code', () => {
    const { samples } = csharpSamples(
      'p.md',
      '1. Step one:\n\n   ```csharp fragment=method-body\n   int x = 1;\n   ```\n',
    );
    expect(samples).toEqual([
      { page: 'p.md', firstLine: 4, code: 'int x = 1;', mode: { kind: 'fragment', context: 'method-body' } },
    ]);
  });
});

describe('a machine without the .NET SDK', () => {
  it('fails and says what to install', async () => {
    const missing = findDotnetSdk('dotnet-not-installed-here');
    await expect(missing).rejects.toBeInstanceOf(DotnetMissingError);
    await expect(missing).rejects.toThrow(/Install the \.NET SDK 8 or newer/);
  });
});

describe('a machine whose SDK lacks the .NET 8 targeting pack', () => {
  it('restores it from NuGet, and fails naming NuGet and its error when the feed cannot be reached', async () => {
    const emptyPackageCache = mkdtempSync(path.join(tmpdir(), 'nuget-packages-'));
    const previous = process.env.NUGET_PACKAGES;
    process.env.NUGET_PACKAGES = emptyPackageCache;
    try {
      const unreachable = checkSamples({
        root: fixtures,
        pages: ['pages/fragments.md'],
        xmlFiles: [],
        apiProject: path.join(fixtures, 'api', 'Fixture.csproj'),
        outDir: mkdtempSync(path.join(tmpdir(), 'csharp-samples-')),
        packageSource: 'http://127.0.0.1:9/v3/index.json',
      });
      await expect(unreachable).rejects.toBeInstanceOf(SampleBuildError);
      await expect(unreachable).rejects.toThrow(
        /restores the net8\.0 targeting pack[\s\S]*127\.0\.0\.1:9[\s\S]*error NU\d+:/,
      );
    } finally {
      if (previous === undefined) delete process.env.NUGET_PACKAGES;
      else process.env.NUGET_PACKAGES = previous;
    }
  }, 240_000);
});

describe('a whole-file sample', () => {
  it('keeps its using directives at the top and every line in place, with the namespace in block form', async () => {
    const code = '// m³ and °C in a comment\nusing System;\n\nnamespace Riverbend.Nrw;\n\npublic class A { }';
    const { usings, body } = await splitFileSample(code);
    expect(usings).toBe('// m³ and °C in a comment\nusing System;');
    expect(body.split('\n')).toEqual([
      ' '.repeat(25),
      ' '.repeat(13),
      '',
      'namespace Riverbend.Nrw {',
      '',
      'public class A { }',
      '}',
    ]);
  });
});
