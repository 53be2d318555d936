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
    else request.reject(syntaxError(request.source, problem, line));
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
  const read = new Promise<MermaidReading>((resolve, reject) => waiting.set(id, { source, resolve, reject }));
  parser.postMessage({ id, source });
  return read;
}

/** The installed Mermaid's version; part of the diagram cache's key, so an upgrade reads every diagram again. */
export function parserVersion(): string {
  return (createRequire(__filename)('mermaid/package.json') as { version: string }).version;
}
