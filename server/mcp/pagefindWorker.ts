/**
 * Runs the public build's own Pagefind bundle (`<build>/pagefind/pagefind.js`, the code the browser runs) in a
 * worker thread, over the public index and, for staff, the staff section's merged into it. Pagefind loads its index with `fetch`; in this thread alone `fetch` reads the files of the
 * build named in the address instead, so the server answers searches from exactly the index each
 * audience's browser would use, and nothing else in the process sees the replaced `fetch`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchReply, SearchRequest, WorkerSettings } from './pagefindProtocol.js';
import { decodeUrlPath } from '../../contract/urlPath.js';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}

interface PagefindInstance {
  options(options: { excerptLength: number; baseUrl: string }): Promise<void>;
  mergeIndex(indexPath: string, options: { baseUrl: string }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

const { bundleDirs } = workerData as WorkerSettings;
/** Addresses look like http://pagefind.invalid/<audience>/pagefind/<file>; nothing reaches the network. */
const origin = 'http://pagefind.invalid';

function fileFor(url: URL): string | undefined {
  const decoded = decodeUrlPath(url.pathname);
  if (!decoded.ok) return undefined;
  const [, audience, ...rest] = decoded.path.split('/');
  const root = audience === 'public' || audience === 'staff' ? bundleDirs[audience] : undefined;
  if (!root || rest[0] !== 'pagefind') return undefined;
  const file = path.resolve(root, ...rest.slice(1));
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : undefined;
}

globalThis.fetch = async (input: string | URL | Request): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  const file = fileFor(url);
  const bytes = file ? await readFile(file).catch(() => undefined) : undefined;
  if (!bytes) return new Response(null, { status: 404 });
  // Pagefind compiles its WebAssembly straight from the response when it is labelled as such.
  const type = url.pathname.includes('/wasm.') ? 'application/wasm' : 'application/octet-stream';
  return new Response(bytes, { headers: { 'content-type': type } });
};

const instances = new Map<string, Promise<PagefindInstance>>();

/**
 * The public index, and for staff the staff section's merged into it, as staff's browsers search them: one ranked list
 * over both builds.
 */
async function loadInstance(audience: 'public' | 'staff'): Promise<PagefindInstance> {
  const source = await readFile(path.join(bundleDirs.public, 'pagefind.js'), 'utf8');
  // Imported as a module from its text: the build folder has no package.json saying its .js files are modules.
  const bundle = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    createInstance(options: { basePath: string }): PagefindInstance;
  };
  const instance = bundle.createInstance({ basePath: `${origin}/public/pagefind/` });
  // Hits name site paths (/gSharp/Overview, /Internal Documentation/intro): each index holds its pages' full addresses.
  await instance.options({ excerptLength: 24, baseUrl: '/' });
  if (audience === 'staff') await instance.mergeIndex(`${origin}/staff/pagefind/`, { baseUrl: '/' });
  return instance;
}

function instanceFor(audience: 'public' | 'staff'): Promise<PagefindInstance> {
  let instance = instances.get(audience);
  if (!instance) {
    instance = loadInstance(audience);
    instance.catch(() => instances.delete(audience));
    instances.set(audience, instance);
  }
  return instance;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function search({ id, audience, query, limit }: SearchRequest): Promise<SearchReply> {
  try {
    const found = await (await instanceFor(audience)).search(query);
    const results = found?.results ?? [];
    const hits = await Promise.all(
      results.slice(0, limit).map(async (result) => {
        const page = await result.data();
        return {
          url: page.url,
          title: page.meta.title ?? page.url,
          section: page.meta.lvl0 ?? '',
          excerpt: plainText(page.excerpt),
        };
      }),
    );
    return { id, ok: true, total: results.length, hits };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: SearchRequest) => {
  void search(request).then((reply) => parentPort?.postMessage(reply));
});
