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
class DiagramSyntaxError extends DiagramError {
  override name = 'DiagramSyntaxError';
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
  /** How long the parser may take over this diagram once the diagrams sent before it are answered. */
  patienceMs: number;
  resolve: (reading: MermaidReading) => void;
  reject: (error: Error) => void;
}

/**
 * Mermaid reads a diagram in milliseconds, and its thread starts in a few seconds even on a busy machine. A diagram
 * still unanswered after this long has the parser stuck (a source that makes one of its patterns backtrack without
 * end), and a build or dev server would otherwise wait for it forever.
 */
const defaultPatienceMs = 60_000;

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
  const named = problem.replace(
    /^(Parse|Lexical) error on line \d+/,
    (_, kind: string) => `${kind} error on line ${line}`,
  );
  return new DiagramSyntaxError(`Mermaid cannot read it:\n${named}`, line);
}

/** A parser thread and the diagrams it has yet to answer for, oldest first. */
interface Parser {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Runs out when the oldest waiting diagram has had its patience's worth of the parser. */
  watchdog?: { id: number; timer: NodeJS.Timeout };
}

let parser: Parser | undefined;
let lastId = 0;

/**
 * Fails every diagram `stopped` had yet to answer for, and forgets it so the next diagram starts a new thread. Only
 * its own: a diagram sent to a newer thread between this one's `error` and `exit` events is that thread's to answer.
 */
function stop(stopped: Parser, error: Error): void {
  for (const { reject } of retire(stopped)) reject(error);
}

/** Takes the diagrams `retired` has yet to answer for off it, and forgets it so the next diagram starts a new thread. */
function retire(retired: Parser): Waiting[] {
  const waiting = [...retired.waiting.values()];
  retired.waiting.clear();
  watchOldest(retired);
  if (parser === retired) parser = undefined;
  return waiting;
}

/**
 * The thread reads diagrams in the order they were sent, so the oldest unanswered one is the one it is reading (or
 * stuck on): only that one is timed, from the moment the diagrams before it were answered.
 */
function watchOldest(watched: Parser): void {
  const oldest = watched.waiting.entries().next().value;
  if (watched.watchdog?.id === oldest?.[0]) return;
  clearTimeout(watched.watchdog?.timer);
  watched.watchdog = undefined;
  if (!oldest) return;
  const [id, { patienceMs }] = oldest;
  // Unreferenced: the busy thread already keeps the process alive, and an idle one must not. When the build's own thread
  // was busy past the patience, the timer can be heard before an answer that came in time: answers already in are heard
  // before a setImmediate runs, so only a diagram still unanswered then is given up on.
  const runOut = () => setImmediate(() => giveUp(watched, id));
  watched.watchdog = { id, timer: setTimeout(runOut, patienceMs).unref() };
}

/** Fails the diagram the thread is stuck on, ends the thread, and sends the diagrams behind it to a new one. */
function giveUp(stuck: Parser, id: number): void {
  const request = stuck.waiting.get(id);
  if (!request) return;
  stuck.waiting.delete(id);
  const behind = retire(stuck);
  void stuck.worker.terminate();
  request.reject(
    new DiagramError(
      `Mermaid's parser read it for ${request.patienceMs / 1000} s without an answer, so the build stopped waiting. Something in it makes the parser loop: shorten its longest lines, or take parts out until it draws, to find which.`,
    ),
  );
  for (const waiting of behind) send(waiting);
}

function startParser(): Parser {
  const started: Parser = { worker: new Worker(path.join(__dirname, 'mermaidReadingWorker.mjs')), waiting: new Map() };
  const { worker, waiting } = started;
  worker.on('message', ({ id, texts, problem, line, failure }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    watchOldest(started);
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

function send(request: Waiting): void {
  parser ??= startParser();
  const current = parser;
  current.worker.ref();
  const id = ++lastId;
  current.waiting.set(id, request);
  watchOldest(current);
  current.worker.postMessage({ id, source: request.source });
}

/**
 * Resolves with what Mermaid read in `source`; rejects with a DiagramSyntaxError when it cannot read it, and with a
 * DiagramError when the parser takes longer than `patienceMs` over it.
 */
export function readWithMermaid(source: string, patienceMs = defaultPatienceMs): Promise<MermaidReading> {
  return new Promise((resolve, reject) => send({ source, patienceMs, resolve, reject }));
}

/** The installed Mermaid's version; part of the diagram cache's key, so an upgrade reads every diagram again. */
export function parserVersion(): string {
  return (createRequire(__filename)('mermaid/package.json') as { version: string }).version;
}
