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
  /** Mermaid's refusal of the source, and the line it names. */
  problem?: string;
  line?: number;
  /** Mermaid read the source but its model was not what the word check expects: this code's fault, not the page's. */
  failure?: string;
}

interface Waiting {
  source: string;
  resolve: (reading: MermaidReading) => void;
  reject: (error: Error) => void;
}

/** A comment line, which Mermaid removes before it parses (a `%%{…}%%` directive is no comment). */
const commentLine = /^\s*%%(?!\{).+$/;
/** A line that is blank once Mermaid has taken its directives out. */
const blankLine = /^\s*(%%\{.*\}%%\s*)?$/;

/**
 * The line of `source` (from 1) that Mermaid calls `parsedLine`. Mermaid parses the source without its comment lines,
 * the blank lines just before each, and the blank lines it starts with, so its count skips those.
 */
function sourceLineOf(source: string, parsedLine: number): number {
  const lines = source.split(/\r\n?|\n/);
  const isBlank = (lineNumber: number) => blankLine.test(lines[lineNumber - 1] ?? '');
  const parsed: number[] = [];
  lines.forEach((line, index) => {
    if (!commentLine.test(line)) parsed.push(index + 1);
    else while (parsed.length > 0 && isBlank(parsed[parsed.length - 1] ?? 0)) parsed.pop();
  });
  while (parsed.length > 0 && isBlank(parsed[0] ?? 0)) parsed.shift();
  return parsed[parsedLine - 1] ?? lines.length;
}

/** Mermaid's refusal, with its line counted in the source as the writer sees it. */
function syntaxError(source: string, problem: string, parsedLine: number | undefined): DiagramSyntaxError {
  if (parsedLine === undefined) return new DiagramSyntaxError(`Mermaid cannot read it:\n${problem}`, undefined);
  const line = sourceLineOf(source, parsedLine);
  const named = problem.replace(/^(Parse|Lexical) error on line \d+/, (_, kind: string) => `${kind} error on line ${line}`);
  return new DiagramSyntaxError(`Mermaid cannot read it:\n${named}`, line);
}

/** A parser thread and the diagrams it has yet to answer for. */
interface Parser {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

let parser: Parser | undefined;
let lastId = 0;

/**
 * Fails every diagram `stopped` had yet to answer for, and forgets it so the next diagram starts a new thread. Only
 * its own: a diagram sent to a newer thread between this one's `error` and `exit` events is that thread's to answer.
 */
function stop(stopped: Parser, error: Error): void {
  for (const { reject } of stopped.waiting.values()) reject(error);
  stopped.waiting.clear();
  if (parser === stopped) parser = undefined;
}

function startParser(): Parser {
  const started: Parser = { worker: new Worker(path.join(__dirname, 'mermaidReadingWorker.mjs')), waiting: new Map() };
  const { worker, waiting } = started;
  worker.on('message', ({ id, texts, problem, line, failure }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    // Idle, the thread must not keep a finished build (or test run) from exiting.
    if (waiting.size === 0) worker.unref();
    if (!request) return;
    if (failure !== undefined) request.reject(new Error(failure));
    else if (problem === undefined) request.resolve({ texts });
    else request.reject(syntaxError(request.source, problem, line));
  });
  worker.on('error', (error) => stop(started, new Error(`Mermaid's parser stopped: ${error.message}`)));
  worker.on('exit', (code) => stop(started, new Error(`Mermaid's parser stopped (exit code ${code}).`)));
  return started;
}

/** Resolves with what Mermaid read in `source`; rejects with a DiagramSyntaxError when it cannot read it. */
export function readWithMermaid(source: string): Promise<MermaidReading> {
  const { worker, waiting } = (parser ??= startParser());
  worker.ref();
  const id = ++lastId;
  const read = new Promise<MermaidReading>((resolve, reject) => waiting.set(id, { source, resolve, reject }));
  worker.postMessage({ id, source });
  return read;
}

/** The installed Mermaid's version; part of the diagram cache's key, so an upgrade reads every diagram again. */
export function parserVersion(): string {
  return (createRequire(__filename)('mermaid/package.json') as { version: string }).version;
}
