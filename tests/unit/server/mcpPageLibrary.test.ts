import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageLibrary } from '@site/server/mcp/pageLibrary';

let root: string;
const dirs = () => ({ public: path.join(root, 'public'), staff: path.join(root, 'staff') });

async function writePage(buildDir: string, fileInBuild: string, markdown: string): Promise<void> {
  await mkdir(path.dirname(path.join(buildDir, fileInBuild)), { recursive: true });
  await writeFile(path.join(buildDir, fileInBuild), markdown);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-library-'));
  const { public: publicDir, staff } = dirs();
  await writePage(publicDir, 'gSharp/Overview.md', '# gSharp');
  await writePage(staff, 'intro.md', '# Staff handbook');
  const entry = (route: string, section: string) => ({
    route,
    title: route,
    description: '',
    section,
    markdown: `${route}.md`,
  });
  await writeFile(path.join(publicDir, 'page-markdown.json'), JSON.stringify([entry('/gSharp/Overview', 'gSharp')]));
  await writeFile(
    path.join(staff, 'page-markdown.json'),
    JSON.stringify([entry('/Internal Documentation/intro', 'Internal')]),
  );
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the MCP endpoint's pages", () => {
  it('are the public build’s for everyone, and the overlay’s too for staff', async () => {
    const library = pageLibrary(dirs());
    expect((await library.list('public')).map((page) => page.route)).toEqual(['/gSharp/Overview']);
    expect((await library.list('staff')).map((page) => page.route)).toEqual([
      '/gSharp/Overview',
      '/Internal Documentation/intro',
    ]);
  });

  it("read a staff page's copy from the overlay, where its address lies under the overlay's base URL", async () => {
    const library = pageLibrary(dirs());
    expect((await library.read('staff', '/Internal%20Documentation/intro'))?.markdown).toBe('# Staff handbook');
    expect((await library.read('staff', '/gSharp/Overview'))?.markdown).toBe('# gSharp');
    expect(await library.read('public', '/Internal Documentation/intro')).toBeUndefined();
  });
});
