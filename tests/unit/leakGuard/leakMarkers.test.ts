/**
 * The markers the leak guard looks for in the public build, derived from the staff section's sources: which names,
 * titles and sentences are distinctive enough to betray it, and which are too short or shared with public pages.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectLeakMarkers, openingSentence, type LeakMarker } from '../../../scripts/leakMarkers';

const sentence = 'The duty engineer answers every pump station alarm within fifteen minutes.';

let markers: LeakMarker[];
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'leak-markers-'));
  const internal = path.join(root, 'internal');
  const docs = path.join(root, 'docs');
  await mkdir(path.join(internal, 'Field Operations', 'Non-Revenue Water'), { recursive: true });
  await mkdir(path.join(internal, 'gNode'), { recursive: true });
  await mkdir(path.join(docs, 'Non-Revenue Water'), { recursive: true });
  await writeFile(path.join(docs, 'Non-Revenue Water', 'Leak Detection Basics.md'), 'public');
  const page = (file: string, text: string) => writeFile(path.join(internal, file), text);
  await page(
    'Field Operations/Pump Station Rota.md',
    `---\ntitle: 'Escalation Matrix for Incidents'\n---\n\n${sentence} Then it is logged.\n`,
  );
  await page('Field Operations/Non-Revenue Water/Leak Detection Basics.md', '---\ntitle: Leak Basics\n---\n\nShort.\n');
  await page(
    'gNode/Weather Interface.mdx',
    '# Weather\n\nimport Chart from "x";\n\nThe weather feed is read by `gnode-weather` every ten minutes from the station.\n',
  );
  await page('gNode/diagram.svg', '<svg/>');
  markers = await collectLeakMarkers(internal, [docs]);
});

afterAll(() => rm(root, { recursive: true, force: true }));

const texts = (source: string) =>
  markers.filter((marker) => marker.source.startsWith(source)).map((marker) => marker.text);

describe('the leak markers of the staff section', () => {
  it("leave out the section's address, which the public build names for the navbar's Internal item", () => {
    for (const address of ['Internal Documentation', 'Internal%20Documentation', 'Internal+Documentation']) {
      expect(markers.map((marker) => marker.text)).not.toContain(address);
    }
  });

  it('name a folder of two words or more, unless a public section has a folder of that name', () => {
    expect(texts('folder')).toEqual(['Field Operations']);
    expect(markers.find((marker) => marker.text === 'Field Operations')?.source).toBe('folder Field Operations');
  });

  it('name a page file of three words or more, unless a public page has that name', () => {
    expect(texts('file name')).toEqual(['Pump Station Rota']);
    expect(markers.find((marker) => marker.text === 'Pump Station Rota')?.source).toBe(
      `file name ${path.join('Field Operations', 'Pump Station Rota.md')}`,
    );
  });

  it('name a title of three words or more, without its quotes', () => {
    expect(texts('title of')).toEqual(['Escalation Matrix for Incidents']);
  });

  it("name a page's opening sentence", () => {
    expect(texts('opening of')).toEqual([sentence]);
  });

  it('name nothing of a file that is not a page', () => {
    expect(markers.some((marker) => marker.text.includes('diagram') || marker.source.includes('diagram'))).toBe(false);
  });
});

describe("a page's opening sentence", () => {
  it('is the first sentence of the first paragraph that starts with a capital letter, its line breaks as spaces', () => {
    expect(
      openingSentence(
        `---\ntitle: X\n---\n\n# Heading\n\n:::note\nA note.\n:::\n\nThe duty engineer answers every\npump station alarm within fifteen minutes. Then more.`,
      ),
    ).toBe(sentence);
  });

  it('is left out when shorter than 40 characters, where ordinary prose could say it', () => {
    expect(openingSentence('Pumps are checked every morning by two.')).toBeUndefined();
    expect(openingSentence('Pumps are checked every morning by two!.')).toBe(
      'Pumps are checked every morning by two!.',
    );
  });

  it('is left out when it holds markup, which the build writes otherwise', () => {
    for (const marked of ['`', '*', '_', '[', ']', '<', '>', '{', '}', '|']) {
      expect(
        openingSentence(`The duty engineer answers every alarm ${marked} within minutes.`),
        marked,
      ).toBeUndefined();
    }
  });

  it('is none for a page without prose', () => {
    expect(openingSentence('---\ntitle: X\n---\n\n# Heading\n')).toBeUndefined();
  });
});
