/**
 * The output a page states for a runnable sample (a block marked `output=ID` after it), and its comparison with what
 * the sample wrote and logged when it ran. One line per written value or logged message, in the form readers see:
 *
 *   MNF Check @ 2026-03-15 05:00 = 14.2       alias @ UTC timestamp = value
 *   mlWarnings: DMA12: net flow only 91% good  level: message, exactly as logged
 *
 * A number matches when the written value rounds to it at the decimals the page shows (14.2 matches 14.2166), and
 * thousands separators are allowed (1,232).
 */
import type { Problem } from './problem';

interface StatedWrite {
  kind: 'write';
  line: number;
  alias: string;
  /** `YYYY-MM-DD HH:mm` or with seconds, UTC. */
  time: string;
  value: string;
}

interface StatedLog {
  kind: 'log';
  line: number;
  level: string;
  message: string;
}

export type StatedLine = StatedWrite | StatedLog;

/** What the sample did when it ran (sample-runs/SampleRunner.cs writes it). */
export interface RunResult {
  id: string;
  error?: string;
  writes: { alias: string; time: string; value: number | string | boolean }[];
  log: { level: string; message: string }[];
}

const writeLine = /^(?<alias>.+?)\s+@\s+(?<time>\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)?)\s+=\s+(?<value>.+)$/;
const logLine = /^(?<level>ml[A-Z]\w*):\s(?<message>.*)$/;

/** The lines of an output block whose first line is `firstLine` of the page; unreadable lines are problems. */
export function readStatedOutput(
  page: string,
  firstLine: number,
  text: string,
): { lines: StatedLine[]; problems: Problem[] } {
  const lines: StatedLine[] = [];
  const problems: Problem[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = firstLine + index;
    const content = raw.trim();
    if (content === '') return;
    const write = writeLine.exec(content)?.groups;
    const log = logLine.exec(content)?.groups;
    // The patterns' groups are not optional, so a match has each of them.
    if (write)
      lines.push({
        kind: 'write',
        line,
        alias: write.alias ?? '',
        time: write.time ?? '',
        value: (write.value ?? '').trim(),
      });
    else if (log) lines.push({ kind: 'log', line, level: log.level ?? '', message: log.message ?? '' });
    else {
      problems.push({
        file: page,
        line,
        message: `an output line is "Alias @ 2026-03-15 05:00 = value" or "mlWarnings: message", not "${content}"`,
      });
    }
  });
  return { lines, problems };
}

/** `2026-03-15T05:00:00Z` as the page writes it: `2026-03-15 05:00`, seconds only when there are some. */
function statedTime(iso: string): string {
  const [date, time] = iso.replace(/Z$/, '').split('T') as [string, string];
  return `${date} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

function shown(value: number | string | boolean): string {
  return typeof value === 'number' ? String(Number(value.toPrecision(10))) : String(value);
}

function valueMatches(stated: string, actual: number | string | boolean): boolean {
  const number = stated.replace(/,/g, '');
  if (typeof actual === 'number' && /^-?\d+(\.\d+)?$/.test(number)) {
    const decimals = number.split('.')[1]?.length ?? 0;
    return Math.abs(actual - Number(number)) <= 0.5 * 10 ** -decimals + 1e-9;
  }
  return stated === String(actual);
}

/** Every difference between the stated output and the run, at the line of the output block it concerns. */
export function compareOutput(
  page: string,
  outputFence: number,
  stated: readonly StatedLine[],
  result: RunResult,
): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push({ file: page, line, message });
  if (result.error !== undefined) at(outputFence, `the sample failed when run: ${result.error}`);
  const writes = result.writes.map((write) => ({ ...write, time: statedTime(write.time), matched: false }));
  const logs = result.log.map((entry) => ({ ...entry, matched: false }));
  for (const line of stated) {
    if (line.kind === 'log') {
      const entry = logs.find(
        (candidate) => !candidate.matched && candidate.level === line.level && candidate.message === line.message,
      );
      if (entry) entry.matched = true;
      else
        at(
          line.line,
          `the sample logs no "${line.level}: ${line.message}"${logs.length > 0 ? ` (it logs ${logs.map((candidate) => `"${candidate.level}: ${candidate.message}"`).join(', ')})` : ''}`,
        );
      continue;
    }
    const write = writes.find(
      (candidate) =>
        !candidate.matched &&
        candidate.alias.toLowerCase() === line.alias.toLowerCase() &&
        candidate.time === line.time,
    );
    if (!write) {
      const others = writes.filter((candidate) => candidate.alias.toLowerCase() === line.alias.toLowerCase());
      at(
        line.line,
        `the sample writes no ${line.alias} at ${line.time}${others.length > 0 ? ` (it writes it at ${others.map((other) => other.time).join(', ')})` : ''}`,
      );
      continue;
    }
    write.matched = true;
    if (!valueMatches(line.value, write.value)) {
      at(line.line, `the sample writes ${line.alias} = ${shown(write.value)} at ${line.time}, not ${line.value}`);
    }
  }
  for (const write of writes.filter((candidate) => !candidate.matched)) {
    at(
      outputFence,
      `the sample also writes ${write.alias} @ ${write.time} = ${shown(write.value)}, which the output does not show`,
    );
  }
  for (const entry of logs.filter((candidate) => !candidate.matched)) {
    at(outputFence, `the sample also logs "${entry.level}: ${entry.message}", which the output does not show`);
  }
  return problems;
}
