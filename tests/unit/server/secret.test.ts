import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@site/server/config';
import { resolveAuthSecret } from '@site/server/auth/secret';

const freshDataDir = () => mkdtemp(path.join(tmpdir(), 'auth-secret-'));

describe('the session secret', () => {
  it('uses AUTH_SECRET when it is set', async () => {
    const dataDir = await freshDataDir();
    expect(await resolveAuthSecret('s'.repeat(40), dataDir)).toBe('s'.repeat(40));
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('generates a secret into .data/auth-secret once and keeps using it', async () => {
    const dataDir = await freshDataDir();
    const first = await resolveAuthSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect(await readdir(dataDir)).toEqual(['auth-secret']);
  });

  it('gives servers starting together on one folder the same secret', async () => {
    const dataDir = await freshDataDir();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveAuthSecret(undefined, dataDir)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a stored secret shorter than 32 characters, naming the file', async () => {
    const dataDir = await freshDataDir();
    const file = path.join(dataDir, 'auth-secret');
    await writeFile(file, 'short-secret\n');
    const refusal = resolveAuthSecret(undefined, dataDir);
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(
      `The session secret in ${file} is 12 characters long; it must be at least 32.`,
    );
    expect(await readFile(file, 'utf8')).toBe('short-secret\n');
  });

  it('refuses an empty stored secret rather than replacing it silently', async () => {
    const dataDir = await freshDataDir();
    await writeFile(path.join(dataDir, 'auth-secret'), '');
    await expect(resolveAuthSecret(undefined, dataDir)).rejects.toThrow(/auth-secret is 0 characters long/);
  });
});
