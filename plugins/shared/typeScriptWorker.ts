/**
 * Starts a worker thread that runs a TypeScript module. A worker starts as bare Node, without the loader its parent
 * runs under (jiti for Docusaurus's plugins, tsx for the scripts and vitest's for the tests), so its first line
 * registers tsx's require hook, which reads the module and everything it imports.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export function startTypeScriptWorker(modulePath: string): Worker {
  const require = createRequire(__filename);
  const source = [
    `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`,
    `require(${JSON.stringify(modulePath)});`,
  ].join('\n');
  return new Worker(source, { eval: true });
}
