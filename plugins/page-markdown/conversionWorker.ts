/**
 * The worker of ./conversionThread.ts: converts each page it is sent to Markdown and answers with the text, or with
 * the conversion's error message, which names the page's file.
 */
import { parentPort } from 'node:worker_threads';
import { componentRenderers } from './components';
import { pageToMarkdown, type PageSource } from './toMarkdown';
import type { ConversionReply, ConversionRequest } from './conversionThread';

function reply(message: ConversionReply): void {
  parentPort?.postMessage(message);
}

parentPort?.on('message', ({ id, page }: ConversionRequest) => {
  try {
    reply({ id, markdown: pageToMarkdown(page satisfies PageSource, componentRenderers) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
