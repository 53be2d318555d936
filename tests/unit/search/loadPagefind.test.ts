import { describe, expect, it, vi } from 'vitest';
import { createIndexReachabilityCheck, createPagefindLoader } from '@site/src/search/loadPagefind';

describe('the index reachability check', () => {
  it("asks for the bundle's entry file, bypassing the cache", async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    await createIndexReachabilityCheck('/pagefind/', fetchImpl)();
    expect(fetchImpl).toHaveBeenCalledWith('/pagefind/pagefind-entry.json', { cache: 'no-store' });
  });

  it('fails as unreachable on a network error', async () => {
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createIndexReachabilityCheck('/pagefind/', fetchImpl)()).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('fails as unreachable when the server refuses', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 401 }));
    await expect(createIndexReachabilityCheck('/pagefind/', fetchImpl)()).rejects.toThrow(/HTTP 401/);
  });
});

describe('the bundle loader', () => {
  it('fails as unreachable when the bundle cannot be imported', async () => {
    const load = createPagefindLoader('http://127.0.0.1:9/pagefind/');
    await expect(load()).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('/pagefind/') });
  });
});
