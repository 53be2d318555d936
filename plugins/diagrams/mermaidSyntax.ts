/**
 * Checks a diagram's source with Mermaid's own parser before it is drawn. The renderer (beautiful-mermaid) reads
 * leniently: a line it cannot make sense of is skipped, so a typo would ship a diagram with boxes or arrows missing
 * and no error. Mermaid refuses it with the line and what it expected there, as it would in a reader's browser.
 *
 * The parser runs in a worker thread (mermaidSyntaxWorker.mjs), started on the first check: Mermaid needs a DOM
 * `window` to load, and one in the build's own thread would make React and Docusaurus think they run in a browser.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DiagramError } from './renderDiagram';

/** Mermaid refused the source; `line` is the line of the diagram (from 1) where it stopped, when it says. */
export class DiagramSyntaxError extends DiagramError {
  override name = 'DiagramSyntaxError';
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

interface Verdict {
  id: number;
  problem?: string;
  line?: number;
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

let parser: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  parser = undefined;
}

function startParser(): Worker {
  const worker = new Worker(path.join(__dirname, 'mermaidSyntaxWorker.mjs'));
  worker.on('message', ({ id, problem, line }: Verdict) => {
    const check = waiting.get(id);
    waiting.delete(id);
    // Idle, the thread must not keep a finished build (or test run) from exiting.
    if (waiting.size === 0) worker.unref();
    if (!check) return;
    if (problem === undefined) check.resolve();
    else check.reject(new DiagramSyntaxError(`Mermaid cannot read it:\n${problem}`, line));
  });
  worker.on('error', (error) => failAll(new Error(`Mermaid's parser stopped: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`Mermaid's parser stopped (exit code ${code}).`)));
  return worker;
}

/** Resolves when Mermaid reads `source` without a problem; rejects with a DiagramSyntaxError when it does not. */
export function checkMermaidSyntax(source: string): Promise<void> {
  parser ??= startParser();
  parser.ref();
  const id = ++lastId;
  const checked = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
  parser.postMessage({ id, source });
  return checked;
}

/** The installed Mermaid's version; part of the diagram cache's key, so an upgrade checks every diagram again. */
export function parserVersion(): string {
  return (createRequire(__filename)('mermaid/package.json') as { version: string }).version;
}
