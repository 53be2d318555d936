/**
 * The builds' last steps (scripts/build.ts): the leak guard runs beside the writing of the compressed copies and the
 * letter-case map, and a leak still deletes the whole public build, copies included.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishBuilds } from '../../../scripts/build';
import { collectLeakMarkers } from '../../../scripts/leakMarkers';
import { letterCaseMapFile } from '../../../scripts/letterCaseMap';

let buildRoot: string;
let publicDir: string;
let staffDir: string;
beforeEach(async () => {
  buildRoot = await mkdtemp(path.join(tmpdir(), 'finish-builds-'));
  publicDir = path.join(buildRoot, 'public');
  staffDir = path.join(buildRoot, 'staff');
  await mkdir(path.join(publicDir, 'intro'), { recursive: true });
  await mkdir(path.join(staffDir, 'intro'), { recursive: true });
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(buildRoot, { recursive: true, force: true });
});

/** A page long enough to be given compressed copies. */
const page = (text: string) => `<!doctype html><h1>Tideline</h1><p>${text}</p>${'<p>Flow monitoring.</p>'.repeat(80)}`;

describe("the builds' last steps", () => {
  it('write the compressed copies of both builds and the letter-case map when the public build names nothing of the staff section', async () => {
    await writeFile(path.join(publicDir, 'intro', 'index.html'), page('Nothing of the staff section.'));
    const [marker] = await collectLeakMarkers();
    await writeFile(path.join(staffDir, 'intro', 'index.html'), page(marker?.text ?? ''));
    await finishBuilds(buildRoot);
    expect(existsSync(path.join(publicDir, 'intro', 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(publicDir, 'intro', 'index.html.gz'))).toBe(true);
    expect(existsSync(path.join(staffDir, 'intro', 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(buildRoot, letterCaseMapFile))).toBe(true);
  });

  it('delete the whole build, compressed copies included, when a page names a staff page', async () => {
    const [marker] = await collectLeakMarkers();
    if (!marker) throw new Error('The staff section gave no leak markers to plant.');
    await writeFile(path.join(publicDir, 'index.html'), page('Nothing of the staff section.'));
    await writeFile(path.join(publicDir, 'intro', 'index.html'), page(marker.text));
    await expect(finishBuilds(buildRoot)).rejects.toThrow(
      `The public build names the staff section, so it was deleted:\n  ${path.join('intro', 'index.html')}: "${marker.text}"`,
    );
    expect(existsSync(publicDir)).toBe(false);
  });

  it('delete a leaking build and report the leak even when writing beside it fails', async () => {
    const [marker] = await collectLeakMarkers();
    if (!marker) throw new Error('The staff section gave no leak markers to plant.');
    await writeFile(path.join(publicDir, 'intro', 'index.html'), page(marker.text));
    // A folder where the letter-case map goes makes its writing fail.
    await mkdir(path.join(buildRoot, letterCaseMapFile));
    await expect(finishBuilds(buildRoot)).rejects.toThrow('The public build names the staff section');
    expect(existsSync(publicDir)).toBe(false);
  });

  it('fail with the writing error of a build that names nothing of the staff section', async () => {
    await writeFile(path.join(publicDir, 'intro', 'index.html'), page('Nothing of the staff section.'));
    await mkdir(path.join(buildRoot, letterCaseMapFile));
    await expect(finishBuilds(buildRoot)).rejects.toThrow(/EISDIR/);
  });

  it('delete a build the guard could not read through, rather than serve it unchecked', async () => {
    await writeFile(path.join(publicDir, 'intro', 'index.html'), page('Nothing of the staff section.'));
    // Node reads no file of 2 GiB or more at once; a sparse one takes no room on the disk.
    const recording = path.join(publicDir, 'recording.bin');
    await writeFile(recording, '');
    await truncate(recording, 3 * 2 ** 30);
    await expect(finishBuilds(buildRoot)).rejects.toThrow(
      /^The leak guard could not check the public build, so it was deleted: .*2 GiB/,
    );
    expect(existsSync(publicDir)).toBe(false);
  });
});
