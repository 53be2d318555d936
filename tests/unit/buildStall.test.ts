import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { watchForStall } from '@site/scripts/buildStall';

const children: ChildProcess[] = [];

/** A real process that either works (burns CPU) or waits for nothing, like a hung bundler. */
function startProcess(kind: 'working' | 'idle'): ChildProcess {
  const script = kind === 'working' ? 'for (;;) { Math.sqrt(Math.random()); }' : 'setInterval(() => {}, 1 << 30);';
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const stalls = (pid: number, quietMs: number, noteOutputEveryMs?: number) =>
  new Promise<boolean>((resolve) => {
    const watch = watchForStall(pid, { quietMs, checkEveryMs: 200, onStall: () => resolve(true) });
    const output = noteOutputEveryMs ? setInterval(() => watch.noteOutput(), noteOutputEveryMs) : undefined;
    setTimeout(() => {
      clearInterval(output);
      watch.stop();
      resolve(false);
    }, quietMs * 3);
  });

describe('a build that stops making progress', { timeout: 20_000 }, () => {
  it('is noticed when it writes nothing and uses no CPU time', async () => {
    expect(await stalls(startProcess('idle').pid ?? 0, 1_500)).toBe(true);
  });

  it('is not noticed while it uses CPU time, though it writes nothing', async () => {
    expect(await stalls(startProcess('working').pid ?? 0, 1_500)).toBe(false);
  });

  it('is not noticed while it writes lines, though it uses no CPU time (waiting on Pagefind, say)', async () => {
    expect(await stalls(startProcess('idle').pid ?? 0, 1_500, 300)).toBe(false);
  });
});
