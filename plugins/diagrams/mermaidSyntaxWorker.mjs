// Runs Mermaid's parser for plugins/diagrams/mermaidSyntax.ts, in a thread of its own: Mermaid's sanitiser binds to a
// global `window` when it loads, which must never exist in the build's own thread.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

globalThis.window = new JSDOM('').window;
const { default: mermaid } = await import('mermaid');
// Only parsed, never drawn or put in a page here: the security level matters only to drawing.
mermaid.initialize({ startOnLoad: false, securityLevel: 'loose' });

parentPort.on('message', async ({ id, source }) => {
  try {
    await mermaid.parse(source);
    parentPort.postMessage({ id });
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    // Mermaid's grammar errors carry the 0-based line they stopped at.
    const line = typeof error?.hash?.line === 'number' ? error.hash.line + 1 : undefined;
    parentPort.postMessage({ id, problem, line });
  }
});
