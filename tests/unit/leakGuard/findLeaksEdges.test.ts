/**
 * The leak scan against the other forms a marker takes in a build's files: HTML's escapes of ampersands and quotes,
 * JSON's escapes, text outside ASCII, and files that only look compressed.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../../plugins/shared/listFiles';
import { findLeaks } from '../../../scripts/findLeaks';
import type { LeakMarker } from '../../../scripts/leakMarkers';

const marker = (text: string): LeakMarker => ({ text, source: 'a staff page' });
const quoted = marker('Pumps & "Valves" & Meters');

let buildDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'find-leaks-edges-'));
  await mkdir(path.join(buildDir, 'assets', 'js'), { recursive: true });
});
afterEach(() => rm(buildDir, { recursive: true, force: true }));

const found = async (markers: LeakMarker[]) =>
  (await findLeaks(buildDir, markers)).map((leak) => `${leak.file}: ${leak.marker.text}`);

describe('the leak scan', () => {
  it('finds a marker with every ampersand and quote escaped as HTML escapes them', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<p>Pumps &amp; &quot;Valves&quot; &amp; Meters</p>');
    expect(await found([quoted])).toEqual(['index.html: Pumps & "Valves" & Meters']);
  });

  it('finds a marker with its quotes escaped as JSON escapes them, inside a longer string', async () => {
    await writeFile(
      path.join(buildDir, 'assets', 'js', 'page.js'),
      `const title = ${JSON.stringify('Rota: Pumps & "Valves" & Meters, weekly')};`,
    );
    expect(await found([quoted])).toEqual([`${path.join('assets', 'js', 'page.js')}: Pumps & "Valves" & Meters`]);
  });

  it('finds a marker percent-encoded in a link, whole or as one query value', async () => {
    const title = marker('License File Generation');
    const withAmpersand = marker('Pumps & Valves rota');
    await writeFile(
      path.join(buildDir, 'sitemap.xml'),
      '<loc>https://docs.example/Internal%20Documentation/gNode/License%20File%20Generation</loc>',
    );
    await writeFile(path.join(buildDir, 'links.json'), '{"to":"/search?q=Pumps%20%26%20Valves%20rota"}');
    expect(await found([title, withAmpersand])).toEqual([
      'links.json: Pumps & Valves rota',
      'sitemap.xml: License File Generation',
    ]);
  });

  it('finds a marker whose apostrophe is escaped as &#39; or &#x27;', async () => {
    const apostrophe = marker("The on-call engineer's rota");
    await writeFile(path.join(buildDir, 'a.html'), '<p>The on-call engineer&#39;s rota</p>');
    await writeFile(path.join(buildDir, 'b.html'), '<p>The on-call engineer&#x27;s rota</p>');
    expect(await found([apostrophe])).toEqual([
      "a.html: The on-call engineer's rota",
      "b.html: The on-call engineer's rota",
    ]);
  });

  it('finds a marker written outside ASCII, in UTF-8', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<p>Übergabe der Rufbereitschaft</p>');
    expect(await found([marker('Übergabe der Rufbereitschaft')])).toEqual(['index.html: Übergabe der Rufbereitschaft']);
  });

  it('finds a marker outside ASCII in a script the minifier wrote in ASCII, as \\x and \\u escapes', async () => {
    const umlaut = marker('Übergabe der Rufbereitschaft');
    const dash = marker('Rota – Pumps');
    const js = path.join(buildDir, 'assets', 'js');
    // As the site's minified chunks write them: `\xd7` below U+0100, `\u2713` above, lower-case hex.
    await writeFile(path.join(js, 'a.js'), 'children:"\\xdcbergabe der Rufbereitschaft"');
    await writeFile(path.join(js, 'b.js'), 'title:"Rota \\u2013 Pumps"');
    await writeFile(path.join(js, 'c.json'), '{"title":"\\u00DCbergabe der Rufbereitschaft"}');
    expect(await found([umlaut, dash])).toEqual([
      `${path.join('assets', 'js', 'a.js')}: Übergabe der Rufbereitschaft`,
      `${path.join('assets', 'js', 'b.js')}: Rota – Pumps`,
      `${path.join('assets', 'js', 'c.json')}: Übergabe der Rufbereitschaft`,
    ]);
  });

  it('finds a marker outside ASCII in a file written in Latin-1, not UTF-8', async () => {
    await writeFile(path.join(buildDir, 'legacy.txt'), Buffer.from('Übergabe der Rufbereitschaft', 'latin1'));
    expect(await found([marker('Übergabe der Rufbereitschaft')])).toEqual(['legacy.txt: Übergabe der Rufbereitschaft']);
  });

  it('reads a file that starts like gzip but is not as it is', async () => {
    await writeFile(
      path.join(buildDir, 'assets', 'data.bin'),
      Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from(' Internal Documentation')]),
    );
    await writeFile(
      path.join(buildDir, 'assets', 'half.bin'),
      Buffer.concat([Buffer.from([0x1f, 0x00]), Buffer.from(' Internal Documentation')]),
    );
    expect((await found([marker('Internal Documentation')])).sort()).toEqual([
      `${path.join('assets', 'data.bin')}: Internal Documentation`,
      `${path.join('assets', 'half.bin')}: Internal Documentation`,
    ]);
  });

  it('decompresses only what gzip wrote, so compressed bytes are never searched as text', async () => {
    const compressed = gzipSync('Internal Documentation');
    await writeFile(path.join(buildDir, 'assets', 'index.pf_meta'), compressed);
    expect(await found([marker('Internal Documentation')])).toEqual([
      `${path.join('assets', 'index.pf_meta')}: Internal Documentation`,
    ]);
  });

  it('reads the compressed copies the build writes beside its text files as the text they hold', async () => {
    await writeFile(path.join(buildDir, 'assets', 'js', 'page.js.br'), brotliCompressSync('"Internal Documentation"'));
    await writeFile(path.join(buildDir, 'assets', 'js', 'page.js.gz'), gzipSync('"Internal Documentation"'));
    expect((await found([marker('Internal Documentation')])).sort()).toEqual([
      `${path.join('assets', 'js', 'page.js.br')}: Internal Documentation`,
      `${path.join('assets', 'js', 'page.js.gz')}: Internal Documentation`,
    ]);
  });

  it('names each marker a file holds, and finds nothing when given no markers', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<p>Internal Documentation: Pump Station Rota</p>');
    expect(
      await found([marker('Internal Documentation'), marker('Pump Station Rota'), marker('Escalation Matrix')]),
    ).toEqual(['index.html: Internal Documentation', 'index.html: Pump Station Rota']);
    expect(await findLeaks(buildDir, [])).toEqual([]);
  });
});

describe('the files of a build', () => {
  it('are every file in every folder, and no folder', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '');
    await writeFile(path.join(buildDir, 'assets', 'js', 'main.js'), '');
    expect((await listFiles(buildDir)).map((file) => path.relative(buildDir, file)).sort()).toEqual([
      path.join('assets', 'js', 'main.js'),
      'index.html',
    ]);
  });
});
