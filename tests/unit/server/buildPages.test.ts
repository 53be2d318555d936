import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPages } from '@site/server/site/buildPages';

let root: string;
let build: string;

async function writeBuild(dir: string, pages: string[]): Promise<void> {
  for (const page of pages) {
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, 'index.html'), page);
  }
  await writeFile(path.join(dir, '404.html'), 'not found');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-pages-'));
  build = path.join(root, 'public');
  await writeBuild(build, ['gSharp/Overview', 'Tideline/Support/Logging In']);
});

describe('the pages of a build directory', () => {
  it('give the Location of the page a letter-case variant names, percent-encoded', async () => {
    const pages = buildPages(build);
    expect(await pages.locationIgnoringCase('/GSHARP/overview')).toBe('/gSharp/Overview');
    expect(await pages.locationIgnoringCase('/tideline/support/logging in')).toBe('/Tideline/Support/Logging%20In');
    expect(await pages.locationIgnoringCase('/no/such/page')).toBeUndefined();
  });

  it("of the staff overlay answer at the section's address, whatever its letter case", async () => {
    const overlay = path.join(root, 'staff');
    await writeBuild(overlay, ['intro', 'Documentation/Adding a Document']);
    const pages = buildPages(overlay, '/Internal Documentation/');
    expect(await pages.locationIgnoringCase('/internal documentation/INTRO')).toBe('/Internal%20Documentation/intro');
    expect(await pages.locationIgnoringCase('/INTERNAL DOCUMENTATION/documentation/adding a document')).toBe(
      '/Internal%20Documentation/Documentation/Adding%20a%20Document',
    );
    // The pages of `build/staff` have no address outside the section.
    expect(await pages.locationIgnoringCase('/intro')).toBeUndefined();
  });

  it('are read once, not on every request', async () => {
    const pages = buildPages(build);
    expect(await pages.locationIgnoringCase('/gsharp/overview')).toBe('/gSharp/Overview');
    // A page written deep inside the same build, as no build does, stays unknown: the list was not read again.
    await writeBuild(build, ['gSharp/Overview/Deeper']);
    expect(await pages.locationIgnoringCase('/gsharp/overview/deeper')).toBeUndefined();
  });

  it('are read again when the build is replaced, as `npm run build` replaces it', async () => {
    const pages = buildPages(build);
    expect(await pages.locationIgnoringCase('/gsharp/overview')).toBe('/gSharp/Overview');
    const next = path.join(root, 'next');
    await writeBuild(next, ['gSharp/Getting Started']);
    await rm(build, { recursive: true });
    await rename(next, build);
    expect(await pages.locationIgnoringCase('/gsharp/overview')).toBeUndefined();
    expect(await pages.locationIgnoringCase('/GSHARP/GETTING STARTED')).toBe('/gSharp/Getting%20Started');
  });

  it('are none while the build is missing, and found once it is there', async () => {
    const missing = path.join(root, 'staff');
    const pages = buildPages(missing);
    expect(await pages.locationIgnoringCase('/gsharp/overview')).toBeUndefined();
    await writeBuild(missing, ['gSharp/Overview']);
    expect(await pages.locationIgnoringCase('/gsharp/overview')).toBe('/gSharp/Overview');
  });
});
