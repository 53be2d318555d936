/**
 * The settings tables of README.md and the staff handbook name only variables the server reads, give their
 * defaults as server/config.ts does, and README.md lists every one.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';
import {
  checkSettingsTables,
  serverSettingDefaults,
  settingProblems,
  settingRows,
} from '../../../scripts/docs-check/settingsTables';

const root = path.resolve(__dirname, '../../..');
const settings = serverSettingDefaults();

function problemsOf(rows: string[], complete = false): string[] {
  const table = ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows, ''].join('\n');
  return settingProblems('page.md', settingRows(parsePage(table)), settings, complete).map(formatProblem);
}

describe('a settings table', () => {
  it('reports a default that is not the server’s', () => {
    expect(problemsOf(['| `AUTH_HANDLE_RATE_LIMIT_MAX` | `15` | Sign-in messages per 15 minutes. |'])).toEqual([
      'page.md:3: AUTH_HANDLE_RATE_LIMIT_MAX defaults to `5` in server/config.ts, not `15`',
    ]);
  });

  it('compares several variables with their defaults in order', () => {
    expect(problemsOf(['| `PORT`, `HOST` | `3000`, `0.0.0.0` | Where the server listens. |'])).toEqual([
      'page.md:3: HOST defaults to `localhost` in server/config.ts, not `0.0.0.0`',
    ]);
  });

  it('reports "unset" for a variable that has a default', () => {
    expect(problemsOf(['| `LOG_LEVEL` | unset | pino log level. |'])).toEqual([
      'page.md:3: LOG_LEVEL is not unset by default: server/config.ts gives it `info`',
    ]);
  });

  it('reports a variable the server does not read', () => {
    expect(problemsOf(['| `AUTH_RATE_LIMIT` | `10` | Sign-in requests per minute. |'])).toEqual([
      'page.md:3: AUTH_RATE_LIMIT is not a setting the server reads (server/config.ts, contract/search.ts)',
    ]);
  });

  it('leaves defaults in words, or derived from another setting, to the reader', () => {
    expect(
      problemsOf([
        '| `SMTP_URL`, `MAIL_FROM`, `OUTBOX_DIR` | unset, Tideline Docs sender, `.data/outbox` | Sign-in mail. |',
        '| `AUTH_SECRET` | generated into `.data/auth-secret` | Signs sessions. |',
      ]),
    ).toEqual([]);
  });

  it('reports a variable missing from the table that must list them all', () => {
    const listed = [...settings.keys()].filter((name) => name !== 'EVENTS_RETENTION_DAYS');
    expect(
      problemsOf([`| ${listed.map((name) => `\`${name}\``).join(', ')} | see below | All but one. |`], true),
    ).toEqual(['page.md:3: EVENTS_RETENTION_DAYS is read by the server but has no row in the settings table']);
  });
});

it('finds nothing wrong in README.md and the handbook as they are', async () => {
  expect((await checkSettingsTables(root)).map(formatProblem)).toEqual([]);
});
