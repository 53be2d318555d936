import { describe, expect, it } from 'vitest';
import { signallingInFlight } from '@site/src/search/searchInFlight';
import type { SearchResult, SiteSearchClient } from '@site/src/search/searchHit';

/** A client whose searches stay in flight until the test settles them, in any order. */
function heldClient() {
  const pending: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const client: SiteSearchClient = {
    search: () =>
      new Promise<{ results: SearchResult[] }>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ results: [] }), reject });
      }),
  };
  return { client, pending };
}

const params = { requests: [{ indexName: 'tideline-docs-public', query: 'pump' }] };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a search client that signals searches in flight', () => {
  it('signals once when the first search starts and once when the last one ends', async () => {
    const { client, pending } = heldClient();
    const signals: boolean[] = [];
    const signalling = signallingInFlight(client, (inFlight) => signals.push(inFlight));
    const first = signalling.search(params);
    const second = signalling.search(params);
    expect(signals).toEqual([true]);
    pending[1]?.resolve();
    await second;
    expect(signals).toEqual([true]);
    pending[0]?.resolve();
    await first;
    expect(signals).toEqual([true, false]);
  });

  it('ends the signal when a search fails, and passes the failure on', async () => {
    const { client, pending } = heldClient();
    const signals: boolean[] = [];
    const search = signallingInFlight(client, (inFlight) => signals.push(inFlight)).search(params);
    pending[0]?.reject(new Error('offline'));
    await expect(search).rejects.toThrow('offline');
    await settled();
    expect(signals).toEqual([true, false]);
  });
});
