/**
 * The clean-up of the build caches (plugins/shared/removeUnusedEntries.ts): entries unused for their lifetime go, at
 * most once a day per cache.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayMs } from '@site/contract/durations';
import { cleanUpNote, removeUnusedEntries } from '@site/plugins/shared/removeUnusedEntries';

let cache: string;
beforeEach(async () => {
  cache = await mkdtemp(path.join(tmpdir(), 'cache-clean-up-'));
});
afterEach(() => rm(cache, { recursive: true, force: true }));

const lifetimeMs = 14 * dayMs;

/** An entry last used `daysAgo` days ago. */
async function entry(name: string, daysAgo: number): Promise<string> {
  const file = path.join(cache, name);
  await writeFile(file, name);
  const used = new Date(Date.now() - daysAgo * dayMs);
  await utimes(file, used, used);
  return file;
}

describe('the clean-up of a build cache', () => {
  it('removes the entries unused for their lifetime and keeps the rest', async () => {
    const old = await entry('old.md', 15);
    const recent = await entry('recent.md', 13);
    await removeUnusedEntries(cache, lifetimeMs);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });

  it('looks at the entries at most once a day', async () => {
    await entry('recent.md', 1);
    await removeUnusedEntries(cache, lifetimeMs);
    const old = await entry('old.md', 15);
    await removeUnusedEntries(cache, lifetimeMs);
    expect(existsSync(old)).toBe(true);
    // A day after the last clean-up, the next build cleans up again.
    const yesterday = new Date(Date.now() - dayMs - 60_000);
    await utimes(path.join(cache, cleanUpNote), yesterday, yesterday);
    await removeUnusedEntries(cache, lifetimeMs);
    expect(existsSync(old)).toBe(false);
  });

  it('does nothing for a cache not made yet', async () => {
    const missing = path.join(cache, 'not-made');
    await removeUnusedEntries(missing, lifetimeMs);
    expect(existsSync(missing)).toBe(false);
  });
});
