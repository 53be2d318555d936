import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it } from 'vitest';
import { writeReference } from '@site/plugins/gsharp-api/writeReference';
import { listFilesSync } from '@site/plugins/shared/listFiles';
import { declarationOf, fileContent, flowMeter, frontMatterValue, generate } from './helpers';

const reference = generate(flowMeter.xml, flowMeter.csharp, {
  file: 'tests/unit/gsharp-api/fixtures/flow-meter.xml',
  csharpFile: 'tests/unit/gsharp-api/fixtures/flow-meter.cs',
});
const namespaceDir = 'Tideline.Fixture.Flow';

/** The files under `dir`, as paths relative to it with `/` between folders. */
function filesUnder(dir: string): string[] {
  return listFilesSync(dir).map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gsharp-api-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the fixture XML as pages', () => {
  it('writes the index, namespace, type, member and overload pages plus sidebar categories, members by kind', () => {
    const out = path.join(tempDir(), 'Namespaces');
    writeReference(out, reference.files);
    expect(filesUnder(out)).toEqual(
      [
        '_category_.json',
        'index.md',
        `${namespaceDir}/_category_.json`,
        `${namespaceDir}/index.md`,
        `${namespaceDir}/FlowMeter/_category_.json`,
        `${namespaceDir}/FlowMeter/index.md`,
        `${namespaceDir}/FlowMeter/ctor/_category_.json`,
        `${namespaceDir}/FlowMeter/ctor/index.md`,
        `${namespaceDir}/FlowMeter/ctor/no-parameters.md`,
        `${namespaceDir}/FlowMeter/ctor/string.md`,
        `${namespaceDir}/FlowMeter/Events/_category_.json`,
        `${namespaceDir}/FlowMeter/Events/Alarm.md`,
        `${namespaceDir}/FlowMeter/Fields/_category_.json`,
        `${namespaceDir}/FlowMeter/Fields/MaxRate.md`,
        `${namespaceDir}/FlowMeter/Methods/_category_.json`,
        `${namespaceDir}/FlowMeter/Methods/Average.md`,
        `${namespaceDir}/FlowMeter/Methods/Convert.md`,
        `${namespaceDir}/FlowMeter/Methods/Read/_category_.json`,
        `${namespaceDir}/FlowMeter/Methods/Read/index.md`,
        `${namespaceDir}/FlowMeter/Methods/Read/no-parameters.md`,
        `${namespaceDir}/FlowMeter/Methods/Read/DateTime.md`,
        `${namespaceDir}/FlowMeter/Methods/Scale.md`,
        `${namespaceDir}/FlowMeter/Methods/TryRead.md`,
        `${namespaceDir}/FlowMeter/Operators/_category_.json`,
        `${namespaceDir}/FlowMeter/Operators/op_Addition.md`,
        `${namespaceDir}/FlowMeter/Operators/op_Implicit.md`,
        `${namespaceDir}/FlowMeter/Properties/_category_.json`,
        `${namespaceDir}/FlowMeter/Properties/Item.md`,
        `${namespaceDir}/FlowMeter/Properties/Tag.md`,
        `${namespaceDir}/FlowMeter.Channel/_category_.json`,
        `${namespaceDir}/FlowMeter.Channel/index.md`,
        `${namespaceDir}/FlowMeter.Channel/Methods/_category_.json`,
        `${namespaceDir}/FlowMeter.Channel/Methods/Reset.md`,
        `${namespaceDir}/Window-1/_category_.json`,
        `${namespaceDir}/Window-1/index.md`,
        `${namespaceDir}/Window-1/Methods/_category_.json`,
        `${namespaceDir}/Window-1/Methods/Add.md`,
        'moved-addresses.json',
      ].sort(),
    );
  });

  it('keeps each overload’s old numbered address, in documentation ID order, leading to its new one', () => {
    const moved = JSON.parse(fileContent(reference, 'moved-addresses.json')) as { from: string; to: string }[];
    const type = `/gSharp/Development/Namespaces/${namespaceDir}/FlowMeter`;
    // The numbers the reference used before overloads were named by their parameters.
    expect(moved).toEqual(
      expect.arrayContaining([
        { from: `${type}/Read/1`, to: `${type}/Read/no-parameters` },
        { from: `${type}/Read/2`, to: `${type}/Read/DateTime` },
        { from: `${type}/ctor/1`, to: `${type}/ctor/no-parameters` },
        { from: `${type}/ctor/2`, to: `${type}/ctor/string` },
      ]),
    );
    // Only overloads had numbers: a lone member's address never changed.
    expect(moved.map((entry) => entry.from).filter((from) => from.includes('/Tag'))).toEqual([]);
  });

  it('replaces whatever the output folder held before', () => {
    const out = path.join(tempDir(), 'Namespaces');
    mkdirSync(path.join(out, 'Removed.Namespace'), { recursive: true });
    writeFileSync(path.join(out, 'Removed.Namespace', 'index.md'), '# stale');
    writeReference(out, reference.files);
    expect(existsSync(path.join(out, 'Removed.Namespace'))).toBe(false);
    expect(readFileSync(path.join(out, 'index.md'), 'utf8')).toBe(fileContent(reference, 'index.md'));
  });

  it('leaves a page whose text is unchanged untouched, so a warm build reuses its compiled form', () => {
    const out = path.join(tempDir(), 'Namespaces');
    writeReference(out, reference.files);
    const index = path.join(out, 'index.md');
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(index, longAgo, longAgo);
    writeReference(out, reference.files);
    expect(statSync(index).mtime).toEqual(longAgo);
  });

  it('gives every page an explicit slug, a title, a sidebar label and its summary as description', () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/Properties/Tag.md`);
    expect(frontMatterValue(page, 'slug')).toBe('/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Tag');
    expect(frontMatterValue(page, 'title')).toBe('FlowMeter.Tag property');
    expect(frontMatterValue(page, 'sidebar_label')).toBe('Tag');
    expect(frontMatterValue(page, 'description')).toBe('The historian tag the meter reads.');
  });

  it('serves the namespaces index at the reference root', () => {
    expect(frontMatterValue(fileContent(reference, 'index.md'), 'slug')).toBe('/Development/Namespaces/');
    expect(fileContent(reference, 'index.md')).toContain(
      '| [Tideline.Fixture.Flow](/gSharp/Development/Namespaces/Tideline.Fixture.Flow) | Flow meters and the readings they take. |',
    );
  });

  it('lists the types of a namespace with their kinds and summaries', () => {
    expect(fileContent(reference, `${namespaceDir}/index.md`)).toContain(
      '| [`Window<TValue>`](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/Window-1) | class | A sliding window of readings. |',
    );
  });

  it("shows a type's declaration and its inheritance under the summary", () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/index.md`);
    expect(declarationOf(page).text).toBe('public class FlowMeter');
    expect(page).toContain(
      '**Inheritance:** [`Object`](https://learn.microsoft.com/dotnet/api/system.object) → `FlowMeter`',
    );
  });

  it("shows a type's members in one table per kind, each row linking to the member's page", () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/index.md`);
    expect(page.match(/^## \w+$/gm)).toEqual([
      '## Remarks',
      '## Example',
      '## Constructors',
      '## Properties',
      '## Methods',
      '## Fields',
      '## Events',
      '## Operators',
    ]);
    expect(page).toContain(
      '| [`TryRead(DateTime, out double)`](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/TryRead) | Reads the rate at `time` without throwing. |',
    );
  });

  it('lists every full signature on the overload-group page, linking to each overload', () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/Methods/Read/index.md`);
    expect(page).toContain('`FlowMeter.Read` has 2 overloads.');
    expect(page).toContain(
      '| [`public double Read();`](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/no-parameters) | Reads the current rate. |',
    );
    expect(page).toContain(
      '| [`public double Read(DateTime time);`](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/DateTime) | Reads the current rate. |',
    );
    // Neither Read overload documents an example, so the group page must not promise one.
    expect(page).not.toMatch(/example/i);
  });

  it('highlights a declaration as C#, with the token types a highlighted code block has', () => {
    const declaration = declarationOf(fileContent(reference, `${namespaceDir}/FlowMeter/Methods/Read/DateTime.md`));
    expect(declaration.text).toBe('public double Read(DateTime time);');
    expect(declaration.highlighted).toEqual(
      expect.arrayContaining([
        ['public', 'keyword'],
        ['double', 'return-type class-name keyword'],
        ['Read', 'function'],
        ['(', 'punctuation'],
      ]),
    );
    // A linked type stays one link, coloured as the type it is.
    expect(declaration.links.DateTime).toBe('https://learn.microsoft.com/dotnet/api/system.datetime');
  });

  it("shows a method's full declaration with linked types, and its return type under Returns", () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/Methods/TryRead.md`);
    expect(declarationOf(page)).toMatchObject({
      text: 'public bool TryRead(DateTime time, out double rate);',
      links: {
        bool: 'https://learn.microsoft.com/dotnet/api/system.boolean',
        DateTime: 'https://learn.microsoft.com/dotnet/api/system.datetime',
        double: 'https://learn.microsoft.com/dotnet/api/system.double',
      },
    });
    expect(page).toContain(
      '## Returns\n\n[`bool`](https://learn.microsoft.com/dotnet/api/system.boolean)\n\n`true` when a good value was found.',
    );
    expect(page).toContain(
      '| `rate` | `out` [`double`](https://learn.microsoft.com/dotnet/api/system.double) | When this method returns',
    );
  });

  it("shows a property's type under Property value", () => {
    expect(fileContent(reference, `${namespaceDir}/FlowMeter/Properties/Tag.md`)).toContain(
      '## Property value\n\n[`string`](https://learn.microsoft.com/dotnet/api/system.string)`?`\n\nA tag name such as `DMA-12.Inlet.Flow`.',
    );
  });

  it("shows a member's declaration, parameters with linked types and exceptions", () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/ctor/string.md`);
    expect(declarationOf(page).text).toBe('public FlowMeter(string tag);');
    expect(page).toContain(
      '| `tag` | [`string`](https://learn.microsoft.com/dotnet/api/system.string) | The historian tag, e.g. `DMA-12.Inlet.Flow`. |',
    );
    expect(page).toContain(
      '| [`ArgumentNullException`](https://learn.microsoft.com/dotnet/api/system.argumentnullexception) | `tag` is `null`. |',
    );
  });

  it("shows inherited documentation on the inheriting member's page", () => {
    const page = fileContent(reference, `${namespaceDir}/FlowMeter/Methods/Read/DateTime.md`);
    expect(page).toContain(
      '## Returns\n\n[`double`](https://learn.microsoft.com/dotnet/api/system.double)\n\nThe rate in L/s at the snapshot time.',
    );
    expect(page).toContain(
      '| `time` | [`DateTime`](https://learn.microsoft.com/dotnet/api/system.datetime) | The UTC time to read at. |',
    );
  });

  it("links sidebar categories to their folder's index page, collapsed, and groups members by kind", () => {
    expect(JSON.parse(fileContent(reference, `${namespaceDir}/FlowMeter/_category_.json`))).toEqual({
      label: 'FlowMeter',
      position: 1,
      collapsed: true,
      link: { type: 'doc', id: 'index' },
    });
    expect(JSON.parse(fileContent(reference, '_category_.json'))).toMatchObject({
      label: 'API reference',
      link: { type: 'doc', id: 'index' },
    });
    // A member kind only groups: it has no page of its own, and sits where the type page's table of that kind does.
    expect(JSON.parse(fileContent(reference, `${namespaceDir}/FlowMeter/Methods/_category_.json`))).toEqual({
      label: 'Methods',
      position: 3,
      collapsed: true,
    });
  });

  it('writes pages that compile as MDX', async () => {
    for (const file of reference.files.filter((candidate) => candidate.path.endsWith('.md'))) {
      const body = file.content.replace(/^---\n[\s\S]*?\n---\n/, '');
      await expect(compile(body, { remarkPlugins: [remarkGfm, remarkDirective] }), file.path).resolves.toBeDefined();
    }
  }, 60_000); // compiling ~30 pages takes seconds on a busy machine; this checks MDX validity, not speed
});
