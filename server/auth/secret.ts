/**
 * The key that signs session cookies. Given by AUTH_SECRET, or, for the embedded single-server default,
 * generated once and kept beside the database so sessions survive restarts.
 */
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigError } from '../config.js';

/** The shortest key accepted, from AUTH_SECRET or the file (Better Auth's own minimum). */
export const minimumSecretLength = 32;

async function readStoredSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function refuseShortSecret(file: string, length: number): never {
  throw new ConfigError(
    `The session secret in ${file} is ${length} characters long; it must be at least ${minimumSecretLength}. ` +
      'Delete the file to have a new one generated at the next start (everyone is signed out), or set AUTH_SECRET.',
  );
}

export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const stored = await readStoredSecret(file);
  if (stored !== undefined) {
    // A short key is guessable; using it would make every session forgeable, so it is never used.
    if (stored.length < minimumSecretLength) refuseShortSecret(file, stored.length);
    return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: linking fails if another server instance
  // placed a secret first (then that one is everyone's), and nobody ever reads a half-written file.
  const draft = path.join(dataDir, `.auth-secret-${randomUUID()}`);
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return resolveAuthSecret(undefined, dataDir);
  } finally {
    await rm(draft, { force: true });
  }
}
