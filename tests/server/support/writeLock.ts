/**
 * Holds a SQLite file's write lock from another process (./holdWriteLock.ts), so a test can show what the site does
 * when it writes while someone else is writing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export interface HeldWriteLock {
  /** Commits the holder's transaction (now, or when its own time is up) and waits for the holder to end. */
  release(): Promise<void>;
}

/**
 * Resolves once the other process holds the lock, having run `statements` in its open transaction. With
 * `releaseAfterMs` it commits on its own after that time, even while this process waits inside a write.
 */
export async function holdWriteLock(
  file: string,
  statements: string,
  { releaseAfterMs }: { releaseAfterMs?: number } = {},
): Promise<HeldWriteLock> {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'holdWriteLock.ts'),
      file,
      statements,
      ...(releaseAfterMs === undefined ? [] : [String(releaseAfterMs)]),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const ended = once(holder, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`the process holding the write lock of ${file} ended with code ${code}`);
  });
  // Read here when the test ends without releasing; release() reports it otherwise.
  ended.catch(() => {});
  const held = await new Promise<boolean>((resolve) => {
    let output = '';
    holder.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('held')) resolve(true);
    });
    holder.on('exit', () => resolve(false));
  });
  if (!held) {
    await ended;
    throw new Error(`the process meant to hold the write lock of ${file} ended without taking it`);
  }
  return {
    async release() {
      holder.stdin.end();
      await ended;
    },
  };
}
