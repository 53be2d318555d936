/**
 * README.md and the staff handbook list the server's settings in tables headed Variable | Default. A variable the
 * server does not read, or a default that is not the server's, sends an operator astray, so both are checked against
 * the environment schema in server/config.ts (and the search settings of contract/search.ts); and every variable the
 * server reads must have a row in README.md, which promises to list them all.
 *
 * A Default cell is compared item by item when it has one item per variable: an item in code (`5`) must equal the
 * schema's default, and "unset" must stand for a variable without one. A default written in words ("two staff
 * domains") or derived from another setting (`.data/outbox`) is left to the reader.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table, TableCell } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { searchSettingNames } from '../../contract/search';
import { environmentSchema } from '../../server/config';
import { parsePage } from './markdown';
import type { Problem } from './problem';

/** The page that must list every setting, and the handbook page that lists those changed most often. */
const settingsPages = ['README.md', 'internal/Documentation/Updating the Documentation Website.md'];
const completePage = 'README.md';

/** Each setting the server reads, with its default as written in a table (`undefined`: none). */
export type SettingDefaults = ReadonlyMap<string, string | undefined>;

function written(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}

export function serverSettingDefaults(): SettingDefaults {
  const defaults = environmentSchema.parse({});
  const settings = new Map<string, string | undefined>(
    Object.entries(defaults).map(([name, value]) => [name, written(value)]),
  );
  for (const name of Object.keys(environmentSchema.shape)) if (!settings.has(name)) settings.set(name, undefined);
  for (const name of searchSettingNames) settings.set(name, undefined);
  return settings;
}

type DefaultItem = { code: string } | { words: string };

/** A Default cell's items: each inline code is one, and the words between commas are one each. */
function defaultItems(cell: TableCell): DefaultItem[] {
  return cell.children.flatMap((child): DefaultItem[] =>
    child.type === 'inlineCode'
      ? [{ code: child.value }]
      : textOf(child)
          .split(',')
          .map((words) => words.trim())
          .filter(Boolean)
          .map((words) => ({ words })),
  );
}

export interface SettingRow {
  names: string[];
  items: DefaultItem[];
  line: number;
}

/** The rows of every table headed Variable | Default. */
export function settingRows(tree: Root): SettingRow[] {
  const rows: SettingRow[] = [];
  visit(tree, (node: Root | RootContent) => {
    if (node.type !== 'table') return;
    const [header, ...body] = (node as Table).children;
    const headings = header?.children.map((cell) => textOf(cell).trim().toLowerCase());
    if (headings?.[0] !== 'variable' || headings[1] !== 'default') return;
    for (const row of body) {
      const [variables, defaults] = row.children;
      if (!variables || !defaults) continue;
      const names = variables.children.filter((child) => child.type === 'inlineCode').map((child) => child.value);
      rows.push({ names, items: defaultItems(defaults), line: row.position?.start.line ?? 1 });
    }
  });
  return rows;
}

function defaultProblem(name: string, item: DefaultItem, serverDefault: string | undefined): string | undefined {
  if ('code' in item) {
    return serverDefault !== undefined && item.code !== serverDefault
      ? `${name} defaults to \`${serverDefault}\` in server/config.ts, not \`${item.code}\``
      : undefined;
  }
  return item.words === 'unset' && serverDefault !== undefined
    ? `${name} is not unset by default: server/config.ts gives it \`${serverDefault}\``
    : undefined;
}

export function settingProblems(
  page: string,
  rows: readonly SettingRow[],
  settings: SettingDefaults,
  complete: boolean,
): Problem[] {
  const problems: Problem[] = [];
  for (const { names, items, line } of rows) {
    for (const [index, name] of names.entries()) {
      if (!settings.has(name)) {
        problems.push({
          file: page,
          line,
          message: `${name} is not a setting the server reads (server/config.ts, contract/search.ts)`,
        });
        continue;
      }
      const item = items.length === names.length ? items[index] : undefined;
      const message = item && defaultProblem(name, item, settings.get(name));
      if (message) problems.push({ file: page, line, message });
    }
  }
  if (complete) {
    const listed = new Set(rows.flatMap((row) => row.names));
    const line = rows[0]?.line ?? 1;
    for (const name of settings.keys()) {
      if (!listed.has(name))
        problems.push({
          file: page,
          line,
          message: `${name} is read by the server but has no row in the settings table`,
        });
    }
  }
  return problems;
}

export async function checkSettingsTables(root: string): Promise<Problem[]> {
  const settings = serverSettingDefaults();
  return settingsPages.flatMap((page) =>
    settingProblems(
      page,
      settingRows(parsePage(readFileSync(path.join(root, page), 'utf8'))),
      settings,
      page === completePage,
    ),
  );
}
