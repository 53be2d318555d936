/**
 * CPU time spent by the processes this one has started and waited for (Linux: /proc/self/stat, fields cutime and
 * cstime). On a shared machine a build's wall-clock time grows with everyone else's load; its CPU time hardly does,
 * so the report gives both.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system seconds of all waited-for child processes so far (their children included). */
export function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name, in parentheses, may contain spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are at 13 and 14 once pid and comm are cut off.
  const children = Number(fields[13]) + Number(fields[14]);
  return children / ticksPerSecond;
}
