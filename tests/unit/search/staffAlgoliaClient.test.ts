import { describe, expect, it, vi } from 'vitest';
import { createStaffSearchClient } from '@site/src/search/staffAlgoliaClient';
import type { SearchRequest, SiteSearchClient } from '@site/src/search/searchHit';

const request: SearchRequest = { indexName: 'tideline-docs-staff', query: 'patching' };

function setup(validUntil: number) {
  let clock = 1_000_000;
  const fetchImpl = vi.fn(async () =>
    Response.json({
      appId: 'APP1',
      apiKey: `secured-${fetchImpl.mock.calls.length}`,
      indexName: 'staff-index',
      validUntil,
    }),
  );
  const search = vi.fn<SiteSearchClient['search']>(async () => ({ results: [] }));
  const createClient = vi.fn(async () => ({ search }));
  const client = createStaffSearchClient({ keyUrl: '/api/search-key', fetchImpl, createClient, now: () => clock });
  return { client, fetchImpl, createClient, search, advance: (ms: number) => (clock += ms) };
}

describe('searching the staff index', () => {
  it('fetches the key from the server at the first search, with the session cookie', async () => {
    const { client, fetchImpl, createClient } = setup(2_000);
    await client.search({ requests: [request] });
    expect(fetchImpl).toHaveBeenCalledWith('/api/search-key', expect.objectContaining({ credentials: 'same-origin' }));
    expect(createClient).toHaveBeenCalledWith('APP1', 'secured-1');
  });

  it('searches the index the key is for', async () => {
    const { client, search } = setup(2_000);
    await client.search({ requests: [request] });
    expect(search).toHaveBeenCalledWith({ requests: [{ ...request, indexName: 'staff-index' }] });
  });

  it('reuses the key until shortly before it expires', async () => {
    const { client, fetchImpl, advance } = setup(2_000);
    await client.search({ requests: [request] });
    advance(500_000);
    await client.search({ requests: [request] });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    advance(450_000);
    await client.search({ requests: [request] });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fails as unreachable, and tells to sign in again, when the server refuses the key', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 401 }));
    const client = createStaffSearchClient({ keyUrl: '/api/search-key', fetchImpl, createClient: vi.fn() });
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringMatching(/HTTP 401.*sign in again/),
    });
  });

  it('tries again at the next search after a failure', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Response.json({ appId: 'A', apiKey: 'k', indexName: 'i', validUntil: 9e9 }));
    const search = vi.fn(async () => ({ results: [] }));
    const client = createStaffSearchClient({
      keyUrl: '/api/search-key',
      fetchImpl,
      createClient: async () => ({ search }),
    });
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    await client.search({ requests: [request] });
    expect(search).toHaveBeenCalledOnce();
  });
});
