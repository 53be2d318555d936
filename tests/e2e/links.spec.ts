/**
 * Nothing a reader can click or a page loads leads nowhere: every link, image, script and stylesheet in every page
 * resolves, `#anchors` included. A public page resolves within the public build (its pages have no way into
 * `build/staff`; the Internal item is drawn only for staff, in the browser); a staff page within `build/staff`, at the
 * section's address, or the public build, where its links to public pages lead.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findBrokenReferences } from './support/brokenReferences';
import { testServer } from './support/testServer';
import { staffSectionPrefix } from '../../contract/audience';

const publicBuild = { dir: path.join(testServer.root, 'build', 'public'), baseUrl: '/' };
const overlay = { dir: path.join(testServer.root, 'build', 'staff'), baseUrl: staffSectionPrefix };

test('every address in every public page resolves within the public build', async () => {
  // About 15 s of parsing on a quiet machine; allow for a busy one.
  test.setTimeout(120_000);
  const broken = await findBrokenReferences(publicBuild);
  expect(broken.map(({ page, reference, reason }) => `${page}: ${reference} (${reason})`)).toEqual([]);
});

test('every address in every staff page resolves within the overlay or the public build', async () => {
  test.setTimeout(120_000);
  const broken = await findBrokenReferences(overlay, [publicBuild]);
  expect(broken.map(({ page, reference, reason }) => `${page}: ${reference} (${reason})`)).toEqual([]);
});

test('the scan reports a missing page, a missing anchor, a malformed address and a missing image (so it can fail)', async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), 'tideline-links-'));
  try {
    await mkdir(path.join(buildDir, 'Guide', 'Setup'), { recursive: true });
    await writeFile(path.join(buildDir, 'index.html'), '<h1 id="top">Home</h1>');
    await writeFile(
      path.join(buildDir, 'Guide', 'Setup', 'index.html'),
      [
        '<a href="/#top">fine</a><a href="Setup#steps">fine, relative</a><h2 id="steps">Steps</h2>',
        '<a href="https://example.com/elsewhere">another site</a><a href="mailto:docs@tideline.example">mail</a>',
        '<a href="/Guide/Missing%20Page">gone</a><a href="/#no-such-heading">no anchor</a><a href="/%E0%A4%A">bad encoding</a>',
        '<img src="/img/none.png" alt="">',
      ].join(''),
    );
    const broken = await findBrokenReferences(buildDir);
    expect(broken.map(({ page, reference }) => `${page}: ${reference}`)).toEqual([
      'Guide/Setup/index.html: /Guide/Missing%20Page',
      'Guide/Setup/index.html: /#no-such-heading',
      'Guide/Setup/index.html: /%E0%A4%A',
      'Guide/Setup/index.html: /img/none.png',
    ]);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
});
