/**
 * Notices a build that has stopped working. Rspack's bundler can hang for good, idle, part way through a build (seen
 * here under heavy load, and reported upstream without a known cause); `npm run build`, `npm start` and CI would then
 * wait forever. A working build writes a line or uses CPU time within a minute even on a crowded machine, so a build
 * that does neither for `quietMs` has stalled.
 */
import pidusage from 'pidusage';

export interface StallWatch {
  /** The build wrote a line: it is working. */
  noteOutput(): void;
  stop(): void;
}

export interface StallWatchOptions {
  /** How long a build may go without output and without CPU time. */
  quietMs: number;
  /** How often its CPU time is read. */
  checkEveryMs?: number;
  /** CPU time below this share of a core over a check counts as idle: a hung process still wakes now and then. */
  idleShare?: number;
  onStall: () => void;
}

export function watchForStall(
  pid: number,
  { quietMs, checkEveryMs = Math.min(quietMs / 6, 10_000), idleShare = 0.02, onStall }: StallWatchOptions,
): StallWatch {
  let lastProgress = Date.now();
  let lastCpuMs: number | undefined;
  let stopped = false;
  const check = async () => {
    const usage = await pidusage(pid).catch(() => undefined);
    if (stopped) return;
    if (usage) {
      if (lastCpuMs !== undefined && usage.ctime - lastCpuMs > checkEveryMs * idleShare) lastProgress = Date.now();
      lastCpuMs = usage.ctime;
    }
    if (Date.now() - lastProgress >= quietMs) {
      watch.stop();
      onStall();
    }
  };
  // Unreferenced: the build's own process keeps this one waiting for it, and the watch must never keep it alive.
  const timer = setInterval(() => void check(), checkEveryMs).unref();
  const watch: StallWatch = {
    noteOutput: () => {
      lastProgress = Date.now();
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
      pidusage.clear();
    },
  };
  return watch;
}

/** A build stopped by a stall watch. */
export class BuildStalledError extends Error {
  override name = 'BuildStalledError';
}

/**
 * Runs a build, and once more after `beforeRetry` when it stalled: a hang that comes back is reported as it is. Any
 * other failure is reported at once.
 */
export async function retryOnceAfterStall<Built>(
  build: () => Promise<Built>,
  beforeRetry: () => Promise<void>,
): Promise<Built> {
  try {
    return await build();
  } catch (error) {
    if (!(error instanceof BuildStalledError)) throw error;
    await beforeRetry();
    return build();
  }
}
