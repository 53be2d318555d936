/**
 * Edges of the leak markers that mutation testing found unguarded: the public sections compared by default, front
 * matter read only at the top of a page and with any key order, quotes stripped only when they enclose a title,
 * MDX pages, a title of exactly three words, and paragraphs parted by lines of spaces.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectLeakMarkers, openingSentence, type LeakMarker } from '../../../scripts/leakMarkers';

describe("the markers of this repository's staff section", () => {
  it('leave out a folder name a public section also has, comparing with docs/ and gsharp/ unless told otherwise', async () => {
    const folderMarkers = (markers: LeakMarker[]) =>
      markers.filter((marker) => marker.source.startsWith('folder')).map((marker) => marker.text);
    expect(folderMarkers(await collectLeakMarkers())).not.toContain('Non-Revenue Water');
    expect(folderMarkers(await collectLeakMarkers('internal', []))).toContain('Non-Revenue Water');
  });
});

describe('titles and names of staff pages', () => {
  let root: string;
  let titles: string[];
  let names: string[];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'leak-marker-edges-'));
    const internal = path.join(root, 'internal');
    await mkdir(internal, { recursive: true });
    const page = (file: string, text: string) => writeFile(path.join(internal, file), text);
    await page('a.md', '---\ntitle: Pump Station Checks\nsidebar_position: 2\n---\n\nShort.\n');
    await page('b.md', `---\nsidebar_position: 3\ntitle: Operator's Guide to "Alarms"\n---\n`);
    await page('c.md', `---\ntitle: '"Valves" Inspection Rota Guide'\n---\n`);
    await page(
      'e.md',
      '---\r\ntitle: Reservoir Level Alarm Drill\r\n---\r\n\r\nThe control room tests every reservoir level alarm each month.\r\n',
    );
    await page('f.md', '---\ntitle: >-\n  Chlorine Dosing\n  Failure Procedure\nsidebar_position: 9\n---\n');
    await page('g.md', '---\ntitle: "Operator\\"s Night Shift Notes"\n---\n');
    await page('d.md', 'Short page.\n\n---\ntitle: Not A Front Matter Title\n---\n');
    await page('Telemetry Outage Drill.mdx', 'import X from "y";\n');
    titles = (await collectLeakMarkers(internal, []))
      .filter((marker) => marker.source.startsWith('title of'))
      .map((marker) => marker.text);
    names = (await collectLeakMarkers(internal, []))
      .filter((marker) => marker.source.startsWith('file name'))
      .map((marker) => marker.text);
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('take a title of exactly three words, wherever the title line is in the front matter', () => {
    expect(titles).toContain('Pump Station Checks');
    expect(titles).toContain('Operator\'s Guide to "Alarms"');
  });

  it('keep quotes that do not enclose the whole title', () => {
    expect(titles).toContain('"Valves" Inspection Rota Guide');
    expect(titles).toContain('Operator\'s Guide to "Alarms"');
  });

  it('read a title as the build does: with CRLF line ends, folded over lines, with an escaped quote', () => {
    expect(titles).toContain('Reservoir Level Alarm Drill');
    expect(titles).toContain('Chlorine Dosing Failure Procedure');
    expect(titles).toContain('Operator"s Night Shift Notes');
  });

  it('read front matter only at the top of a page, not a block between two rules further down', () => {
    expect(titles).not.toContain('Not A Front Matter Title');
  });

  it('take the name of an MDX page', () => {
    expect(names).toContain('Telemetry Outage Drill');
  });
});

describe("a page's opening sentence", () => {
  it('is found after a line holding only spaces, and written with single spaces', () => {
    expect(
      openingSentence('# Heading\n  \nThe duty engineer answers every\n    pump station alarm quickly. More.'),
    ).toBe('The duty engineer answers every pump station alarm quickly.');
  });
});
