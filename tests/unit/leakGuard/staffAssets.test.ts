/**
 * The files only staff pages include leave the site for the staff section's build (scripts/staffAssets.ts), and the
 * staff pages and scripts then name them at their new address; a file a public page names too stays public.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveStaffOnlyAssets } from '../../../scripts/staffAssets';

let root: string;
let siteDir: string;
let staffDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'staff-assets-'));
  siteDir = path.join(root, 'site');
  staffDir = path.join(root, 'staff');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe('the files staff pages include', () => {
  it('move into the staff build when only staff files name them, and the staff files follow them', async () => {
    await put(path.join(siteDir, 'assets/images/rack-1a2b.png'), 'PNG rack');
    await put(path.join(siteDir, 'assets/images/logo-3c4d.png'), 'PNG logo');
    await put(path.join(siteDir, 'assets/files/unused-5e6f.pdf'), 'PDF');
    await put(path.join(siteDir, 'assets/js/main.1234.js'), 'n.p+"assets/images/logo-3c4d.png"');
    await put(path.join(siteDir, 'intro/index.html'), '<img src=/assets/images/logo-3c4d.png>');
    await put(
      path.join(staffDir, 'Runbooks/index.html'),
      '<img src=/assets/images/rack-1a2b.png><img src=/assets/images/logo-3c4d.png>',
    );
    await put(path.join(staffDir, 'assets/js/7d.abcd.js'), 'e.exports=n.p+"assets/images/rack-1a2b.png"');

    expect(await moveStaffOnlyAssets(siteDir, staffDir)).toEqual(['assets/images/rack-1a2b.png']);

    expect(existsSync(path.join(siteDir, 'assets/images/rack-1a2b.png'))).toBe(false);
    expect(await readFile(path.join(staffDir, 'assets/images/rack-1a2b.png'), 'utf8')).toBe('PNG rack');
    expect(await readFile(path.join(staffDir, 'Runbooks/index.html'), 'utf8')).toBe(
      '<img src=/Internal%20Documentation/assets/images/rack-1a2b.png><img src=/assets/images/logo-3c4d.png>',
    );
    expect(await readFile(path.join(staffDir, 'assets/js/7d.abcd.js'), 'utf8')).toBe(
      'e.exports=n.p+"Internal%20Documentation/assets/images/rack-1a2b.png"',
    );
    // Named by a public page, or by nobody: left where they are.
    expect(existsSync(path.join(siteDir, 'assets/images/logo-3c4d.png'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'assets/files/unused-5e6f.pdf'))).toBe(true);
  });

  it('leave everything alone when the staff files name no file of the site', async () => {
    await put(path.join(siteDir, 'assets/images/logo-3c4d.png'), 'PNG logo');
    await put(path.join(staffDir, 'intro/index.html'), '<p>Staff.</p>');
    expect(await moveStaffOnlyAssets(siteDir, staffDir)).toEqual([]);
    expect(existsSync(path.join(siteDir, 'assets/images/logo-3c4d.png'))).toBe(true);
  });

  it('move a file whose name the staff page escapes as an address, and rewrite each name as it was written', async () => {
    await put(path.join(siteDir, 'assets/images/Server Rack-1a2b.png'), 'PNG rack');
    await put(path.join(siteDir, 'assets/files/cost$&plan-3c4d.pdf'), 'PDF');
    await put(
      path.join(staffDir, 'Runbooks/index.html'),
      '<img src="/assets/images/Server%20Rack-1a2b.png"><a href="/assets/files/cost$&plan-3c4d.pdf">Plan</a>',
    );

    expect((await moveStaffOnlyAssets(siteDir, staffDir)).sort()).toEqual([
      'assets/files/cost$&plan-3c4d.pdf',
      'assets/images/Server Rack-1a2b.png',
    ]);

    expect(existsSync(path.join(siteDir, 'assets/images/Server Rack-1a2b.png'))).toBe(false);
    expect(existsSync(path.join(staffDir, 'assets/images/Server Rack-1a2b.png'))).toBe(true);
    expect(await readFile(path.join(staffDir, 'Runbooks/index.html'), 'utf8')).toBe(
      '<img src="/Internal%20Documentation/assets/images/Server%20Rack-1a2b.png"><a href="/Internal%20Documentation/assets/files/cost$&plan-3c4d.pdf">Plan</a>',
    );
  });
});
