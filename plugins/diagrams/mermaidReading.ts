/**
 * Reads a diagram's source with Mermaid's own parser before it is drawn. The renderer (beautiful-mermaid) reads
 * leniently: a line it cannot make sense of is skipped, and a few things Mermaid knows (notes in state diagrams,
 * boxes around sequence participants) are not drawn at all, so a diagram could ship with parts missing and no error.
 * Mermaid refuses a typo with the line and what it expected there, as it would in a reader's browser; the words it
 * reads are what the drawing must show.
 *
 * The parser runs in a worker thread (mermaidReadingWorker.mjs), started on the first diagram: Mermaid needs a DOM
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

/** What Mermaid read: every label, message, note and title, or undefined for a kind whose words it does not list. */
export interface MermaidReading {
  texts: string[] | undefined;
}

interface Answer {
  id: number;
  texts?: string[];
  problem?: string;
  line?: number;
}

interface Waiting {
  resolve: (reading: MermaidReading) => void;
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
  const worker = new Worker(path.join(__dirname, 'mermaidReadingWorker.mjs'));
  worker.on('message', ({ id, texts, problem, line }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    // Idle, the thread must not keep a finished build (or test run) from exiting.
    if (waiting.size === 0) worker.unref();
    if (!request) return;
    if (problem === undefined) request.resolve({ texts });
    else request.reject(new DiagramSyntaxError(`Mermaid cannot read it:\n${problem}`, line));
  });
  worker.on('error', (error) => failAll(new Error(`Mermaid's parser stopped: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`Mermaid's parser stopped (exit code ${code}).`)));
  return worker;
}

/** Resolves with what Mermaid read in `source`; rejects with a DiagramSyntaxError when it cannot read it. */
export function readWithMermaid(source: string): Promise<MermaidReading> {
  parser ??= startParser();
  parser.ref();
  const id = ++lastId;
  const read = new Promise<MermaidReading>((resolve, reject) => waiting.set(id, { resolve, reject }));
  parser.postMessage({ id, source });
  return read;
}

/** The installed Mermaid's version; part of the diagram cache's key, so an upgrade reads every diagram again. */
export function parserVersion(): string {
  return (createRequire(__filename)('mermaid/package.json') as { version: string }).version;
}
