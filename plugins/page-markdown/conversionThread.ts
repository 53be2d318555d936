/**
 * Converts pages to Markdown in a worker thread. The build's main thread runs the bundler's JavaScript loaders and,
 * after the pages are rendered, the search plugin's reading of every page: on it, the conversion would take turns with
 * them. In a thread of its own it runs beside them. Pages are queued in the worker as they are sent, and converted in
 * that order.
 */
import path from 'node:path';
import { startTypeScriptWorker } from '../shared/typeScriptWorker';
import type { PageSource } from './toMarkdown';

export interface ConversionRequest {
  id: number;
  page: PageSource;
}

export type ConversionReply = { id: number; markdown: string } | { id: number; error: string };

export interface ConversionThread {
  convert(page: PageSource): Promise<string>;
  /** Stops the thread; pages still waiting fail. */
  close(): Promise<void>;
}

export function startConversionThread(): ConversionThread {
  const worker = startTypeScriptWorker(path.join(__dirname, 'conversionWorker.ts'));
  const waiting = new Map<number, { resolve: (markdown: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on('message', (reply: ConversionReply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('markdown' in reply) request?.resolve(reply.markdown);
    else request?.reject(new Error(reply.error));
  });
  worker.on('error', (error) => failAll(new Error(`The Markdown conversion thread stopped: ${error.message}`)));
  worker.on('exit', () => failAll(new Error('The Markdown conversion thread stopped.')));
  return {
    convert(page) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({
          id,
          page: { title: page.title, source: page.source, file: page.file },
        } satisfies ConversionRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
