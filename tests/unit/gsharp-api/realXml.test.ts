import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingSummaryText } from '@site/plugins/gsharp-api/documentation';
import { componentRenderers } from '@site/plugins/page-markdown/components';
import { pageToMarkdown } from '@site/plugins/page-markdown/toMarkdown';
import { declarationOf, fileContent, frontMatterValue, generate } from './helpers';

const xmlPath = fileURLToPath(new URL('../../../gsharp/api/GSharp.xml', import.meta.url));
const referencePath = fileURLToPath(new URL('../../../gsharp/api/ref/Tideline.GSharp.cs', import.meta.url));
const reference = generate(readFileSync(xmlPath, 'utf8'), readFileSync(referencePath, 'utf8'), {
  file: 'gsharp/api/GSharp.xml',
  csharpFile: 'gsharp/api/ref/Tideline.GSharp.cs',
  missingSummary: 'error',
});
const urls = new Set(
  reference.files
    .map((file) => frontMatterValue(file.content, 'slug'))
    .filter((slug): slug is string => typeof slug === 'string')
    .map((slug) => `/gSharp${slug}`),
);

describe('the gSharp API reference (gsharp/api/GSharp.xml joined to gsharp/api/ref/Tideline.GSharp.cs)', () => {
  it('documents the whole API: between 350 and 500 members', () => {
    expect(reference.memberCount).toBeGreaterThanOrEqual(350);
    expect(reference.memberCount).toBeLessThanOrEqual(500);
  });

  it("gives every page the Markdown copy plugins/page-markdown's conversion makes of its MDX", () => {
    const pages = reference.files.filter((file) => /\.mdx?$/.test(file.path));
    expect(pages.length).toBeGreaterThan(400);
    expect(reference.files.filter((file) => file.markdownCopy !== undefined)).toEqual(pages);
    const unlike = pages.filter(
      ({ path, content, markdownCopy }) =>
        markdownCopy !==
        pageToMarkdown({ title: 'unused: every page has its own H1', source: content, file: path }, componentRenderers),
    );
    expect(unlike.map((file) => file.path)).toEqual([]);
  });

  it('generates without a single warning', () => {
    expect(reference.warnings.map((warning) => warning.message)).toEqual([]);
  });

  it('gives every page a real summary', () => {
    expect(
      reference.files.filter((file) => file.content.includes(missingSummaryText)).map((file) => file.path),
    ).toEqual([]);
  });

  it('shows the declarations samples must follow: Avg on a point may return null, calculations override in public', () => {
    expect(
      declarationOf(fileContent(reference, 'Tideline.GSharp.PI/PIACEPoint/Methods/Avg/DateTime-DateTime.md')).text,
    ).toBe('public double? Avg(DateTime startTime, DateTime endTime);');
    expect(
      declarationOf(fileContent(reference, 'Tideline.GSharp.PI/PIACEClassModule/Methods/ACECalculations.md')).text,
    ).toBe('public abstract void ACECalculations();');
    expect(
      declarationOf(
        fileContent(reference, 'Tideline.GSharp.PI/BuiltInFunctions/Methods/LogMessage/MessageLevel-string-string.md'),
      ).text,
    ).toBe('public static void LogMessage(MessageLevel level, string message, string source);');
    expect(
      declarationOf(fileContent(reference, 'Tideline.GSharp.PI/PIACEClassModule/Properties/MaxQueueSize.md')).text,
    ).toBe('public int MaxQueueSize { get; set; }');
  });

  it("names the server's default log level as the gSharp Server overview does: Information, which keeps user messages", () => {
    const overview = readFileSync(
      fileURLToPath(new URL('../../../gsharp/User Guide/Server/Overview.md', import.meta.url)),
      'utf8',
    );
    const guideDefault = /^\| `logging\.level` \| `(\w+)` \|/m.exec(overview)?.[1];
    expect(guideDefault).toBe('Information');
    expect(fileContent(reference, 'Tideline.GSharp.PI/MessageLevel/index.md')).toContain(
      `the default, ${guideDefault}, keeps errors, warnings and user messages`,
    );
  });

  it.each([
    '/gSharp/Development/Namespaces/',
    '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics',
    '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics/AnalyticsFunctions',
    '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics/AnalyticsFunctions/EpochTime',
    '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics/AnalyticsFunctions/Avg',
    '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics.Extensions/PIPointExtensions/FindGT',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/MessageLevel',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/LogMessage',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PITimeFunctions/AdjustClockDrift',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEClassModule/ACECalculations',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint/Value',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIValues/ctor',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI.Constants',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI.Constants/BoundaryTypeConstants',
    '/gSharp/Development/Namespaces/Tideline.GSharp.PI.Constants/DataMergeConstants',
  ])('has a page at %s, which the guides link to', (url) => {
    expect(urls.has(url)).toBe(true);
  });
});
