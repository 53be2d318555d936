import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findLeaks } from '../../../scripts/findLeaks';
import type { LeakMarker } from '../../../scripts/leakMarkers';

const marker = (text: string): LeakMarker => ({ text, source: 'a staff page' });
const markers = [marker("Rota for the on-call team's phone"), marker('Internal Documentation')];

let buildDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'find-leaks-'));
  await mkdir(path.join(buildDir, 'assets'));
});
afterEach(() => rm(buildDir, { recursive: true, force: true }));

describe('the leak scan of a build', () => {
  it('finds nothing in a build without markers', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<h1>Tideline</h1><p>Nothing of the staff section.</p>');
    expect(await findLeaks(buildDir, markers)).toEqual([]);
  });

  it('finds a marker as HTML escapes it, inside JSON and inside a gzip-compressed search index', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<p>Rota for the on-call team&#x27;s phone</p>');
    await writeFile(
      path.join(buildDir, 'assets', 'routes.js'),
      JSON.stringify({ path: '/Internal Documentation/intro' }),
    );
    await writeFile(path.join(buildDir, 'assets', 'index.pf_index'), gzipSync('section: Internal Documentation'));
    const leaks = await findLeaks(buildDir, markers);
    expect(leaks.map((leak) => `${leak.file}: ${leak.marker.text}`).sort()).toEqual([
      'assets/index.pf_index: Internal Documentation',
      'assets/routes.js: Internal Documentation',
      "index.html: Rota for the on-call team's phone",
    ]);
  });

  it('reads markers with characters that mean something in a pattern as plain text', async () => {
    await writeFile(path.join(buildDir, 'index.html'), '<p>Costs (per site) are [reviewed] monthly.</p>');
    const leaks = await findLeaks(buildDir, [marker('Costs (per site) are [reviewed]'), marker('Costs .* monthly')]);
    expect(leaks.map((leak) => leak.marker.text)).toEqual(['Costs (per site) are [reviewed]']);
  });
});
