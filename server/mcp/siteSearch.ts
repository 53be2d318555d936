/**
 * Searches an audience's own Pagefind index from the server (for the MCP endpoint). The index is read by
 * Pagefind's own code in a worker thread (./pagefindWorker.ts), started at the first search.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Audience } from '../../contract/audience.js';
import type { SearchHit, SearchReply, SearchRequest, WorkerSettings } from './pagefindProtocol.js';

export type { SearchHit };

export interface SearchAnswer {
  /** Pages matching, of which `hits` are the first. */
  total: number;
  hits: SearchHit[];
}

export interface SiteSearch {
  search(audience: Audience, query: string, limit: number): Promise<SearchAnswer>;
  close(): Promise<void>;
}

export class SearchFailedError extends Error {
  override name = 'SearchFailedError';
}

const answerTimeoutMs = 15_000;

/**
 * The server runs TypeScript through tsx, whose loader a worker thread does not inherit on Node 20: the
 * worker registers it first, then imports the TypeScript worker module.
 */
function workerBootstrap(): URL {
  // Built when the first search starts, not at import: tools that only import the server (the e2e route
  // lister, loaded as CommonJS) have no import.meta.resolve.
  return new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); ` +
        `await import(${JSON.stringify(new URL('./pagefindWorker.ts', import.meta.url).href)});`,
    )}`,
  );
}

export function siteSearch(buildDirs: Record<Audience, string>): SiteSearch {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, (reply: SearchReply) => void>();

  const failAll = (message: string) => {
    for (const [id, settle] of waiting) settle({ id, ok: false, message });
    waiting.clear();
    worker = undefined;
  };

  const start = (): Worker => {
    const settings: WorkerSettings = {
      bundleDirs: {
        public: path.resolve(buildDirs.public, 'pagefind'),
        staff: path.resolve(buildDirs.staff, 'pagefind'),
      },
    };
    const started = new Worker(workerBootstrap(), { workerData: settings });
    started.on('message', (reply: SearchReply) => {
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    });
    started.on('error', (error) => failAll(`The search worker stopped: ${error.message}`));
    started.on('exit', () => failAll('The search worker stopped.'));
    started.unref();
    return started;
  };

  return {
    search(audience, query, limit) {
      worker ??= start();
      const request: SearchRequest = { id: nextId++, audience, query, limit };
      return new Promise<SearchAnswer>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(request.id);
          reject(new SearchFailedError('The search index did not answer in time.'));
        }, answerTimeoutMs);
        waiting.set(request.id, (reply) => {
          clearTimeout(timer);
          if (reply.ok) resolve({ total: reply.total, hits: reply.hits });
          else reject(new SearchFailedError(`The search index could not be read: ${reply.message}`));
        });
        worker?.postMessage(request);
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
