/**
 * Tasks run side by side (scripts/sideBySide.ts), as the two builds are: a failure stops the others, and is reported
 * only once they have ended, so no task is still writing when the caller gives up.
 */
import { describe, expect, it } from 'vitest';
import { runSideBySide } from '../../scripts/sideBySide';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tasks run side by side', () => {
  it('report the first failure only after a task that ignores the stop has finished', async () => {
    const finished: string[] = [];
    await expect(
      runSideBySide(['staff', 'public'], async (audience) => {
        if (audience === 'staff') throw new Error('The staff build failed.');
        await pause(50);
        finished.push(audience);
      }),
    ).rejects.toThrow('The staff build failed.');
    expect(finished).toEqual(['public']);
  });

  it('tell the other tasks to stop, and report the failure that came first, not theirs', async () => {
    const stopped: string[] = [];
    await expect(
      runSideBySide(['public', 'staff'], async (audience, stop) => {
        if (audience === 'staff') {
          await pause(10);
          throw new Error('The staff build failed.');
        }
        await new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve()));
        stopped.push(audience);
        throw new Error('The public build was stopped.');
      }),
    ).rejects.toThrow('The staff build failed.');
    expect(stopped).toEqual(['public']);
  });

  it('end quietly when every task succeeds', async () => {
    const done: string[] = [];
    await runSideBySide(['public', 'staff'], async (audience) => {
      done.push(audience);
    });
    expect(done.sort()).toEqual(['public', 'staff']);
  });
});
