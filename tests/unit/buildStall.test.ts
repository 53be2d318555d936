import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildStalledError, retryOnceAfterStall, watchForStall } from '@site/scripts/buildStall';

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

describe('a build that stalled', () => {
  /** A build that fails with each of `outcomes` in turn, then succeeds; and how often it ran and was prepared again. */
  function buildFailingWith(...outcomes: Error[]) {
    const counts = { runs: 0, retries: 0 };
    const build = async () => {
      const outcome = outcomes[counts.runs];
      counts.runs += 1;
      if (outcome) throw outcome;
    };
    const beforeRetry = async () => {
      counts.retries += 1;
    };
    return { counts, run: () => retryOnceAfterStall(build, beforeRetry) };
  }

  it('is built once more after its cache is cleared, and succeeds then', async () => {
    const { counts, run } = buildFailingWith(new BuildStalledError('stalled'));
    await expect(run()).resolves.toBeUndefined();
    expect(counts).toEqual({ runs: 2, retries: 1 });
  });

  it('is reported when it stalls again', async () => {
    const { counts, run } = buildFailingWith(new BuildStalledError('stalled'), new BuildStalledError('stalled again'));
    await expect(run()).rejects.toThrow('stalled again');
    expect(counts).toEqual({ runs: 2, retries: 1 });
  });

  it('is the only failure built again: any other is reported at once', async () => {
    const { counts, run } = buildFailingWith(new Error('broken link'));
    await expect(run()).rejects.toThrow('broken link');
    expect(counts).toEqual({ runs: 1, retries: 0 });
  });
});
