import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestOnly } from '@site/src/search/latestOnly';

describe('answering only the last query typed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a burst of keystrokes once, for the last query, to every caller', async () => {
    const answer = vi.fn(async (query: string) => `answer to ${query}`);
    const search = latestOnly(answer, 120);
    const typed = ['s', 'se', 'ser'].map((query) => search(query));
    await vi.advanceTimersByTimeAsync(120);
    expect(await Promise.all(typed)).toEqual(['answer to ser', 'answer to ser', 'answer to ser']);
    expect(answer).toHaveBeenCalledExactlyOnceWith('ser');
  });

  it('answers queries separated by a pause one by one', async () => {
    const answer = vi.fn(async (query: string) => query);
    const search = latestOnly(answer, 120);
    const first = search('pump');
    await vi.advanceTimersByTimeAsync(150);
    const second = search('pump station');
    await vi.advanceTimersByTimeAsync(150);
    expect([await first, await second]).toEqual(['pump', 'pump station']);
  });

  it('passes a failure to every caller of the burst', async () => {
    const search = latestOnly(async () => Promise.reject(new Error('offline')), 120);
    const typed = [search('a'), search('ab')];
    const settled = Promise.allSettled(typed);
    await vi.advanceTimersByTimeAsync(120);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
