/**
 * The staff pages about this site describe the repository as it is: every path, npm command and
 * environment variable they name exists (generated paths count when .gitignore names them as output).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFilesSync, listFoldersSync } from '@site/plugins/shared/listFiles';

const root = path.resolve(__dirname, '../../..');
const handbookDir = path.join(root, 'internal', 'Documentation');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);
const generatedPrefixes = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'));

function sourceFiles(dir: string): string[] {
  return listFilesSync(path.join(root, dir), '**/*.{ts,tsx,mjs,js}');
}
const codeThatReadsSettings = ['server', 'contract', 'scripts', 'plugins', 'src']
  .flatMap(sourceFiles)
  .concat(path.join(root, 'docusaurus.config.ts'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Inline code spans of the prose (fenced blocks removed). */
function inlineCode(source: string): string[] {
  const prose = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

const isEnvironmentVariable = (span: string) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(span);
const isNpmCommand = (span: string) => /^npm (run [\w:-]+|start|test|install)\b/.test(span);
const isRepositoryPath = (span: string) =>
  !span.startsWith('/') &&
  !/^[a-z]+:/.test(span) &&
  !/[<>{}*=$]|\s--/.test(span) &&
  (/^\.?[\w.-]+(\/[\w .@-]*)+$/.test(span) || /^[\w.-]+\.(ts|tsx|mjs|json|md|mdx|xml|css)$/.test(span));

const fileNamesInRepository = new Set(
  ['docs', 'gsharp', 'internal', 'src', 'server', 'scripts', 'plugins', 'contract', 'tests', 'bench', 'static'].flatMap(
    (dir) =>
      [...listFilesSync(path.join(root, dir)), ...listFoldersSync(path.join(root, dir))].map((file) =>
        path.basename(file),
      ),
  ),
);

/** A path exists; a bare file name (`_category_.json`) names a kind of file the repository has. */
function exists(relative: string): boolean {
  const clean = relative.replace(/\/$/, '');
  if (existsSync(path.join(root, clean))) return true;
  if (!clean.includes('/') && fileNamesInRepository.has(clean)) return true;
  return generatedPrefixes.some(
    (prefix) => clean === prefix || clean.startsWith(`${prefix}/`) || clean.startsWith(`${prefix}.`),
  );
}

const pages = readdirSync(handbookDir).filter((file) => file.endsWith('.md'));

it('covers the nine documentation pages', () => {
  expect(pages).toHaveLength(9);
});

describe.each(pages)('%s', (page) => {
  const spans = inlineCode(readFileSync(path.join(handbookDir, page), 'utf8'));

  it('names only npm scripts that exist', () => {
    const missing = spans
      .filter(isNpmCommand)
      .map((command) => /^npm run ([\w:-]+)/.exec(command)?.[1])
      .filter((script): script is string => script !== undefined && !scripts.includes(script));
    expect(missing).toEqual([]);
  });

  it('names only environment variables the code reads', () => {
    const missing = spans.filter(isEnvironmentVariable).filter((name) => !codeThatReadsSettings.includes(name));
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const paths = spans.filter(isRepositoryPath);
    expect(paths.filter((relative) => !exists(relative))).toEqual([]);
  });
});

describe('what counts as a path', () => {
  it('recognises repository paths, with spaces, and leaves routes and commands alone', () => {
    expect(isRepositoryPath('docs/Tideline/Support/Logging In.md')).toBe(true);
    expect(isRepositoryPath('server/config.ts')).toBe(true);
    expect(isRepositoryPath('/api/me')).toBe(false);
    expect(isRepositoryPath('npm run dev')).toBe(false);
    expect(isRepositoryPath('https://example.com/x')).toBe(false);
  });
});

/** Rows of every Markdown table whose first column names environment variables: variable → default column. */
function settingDefaults(source: string): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const [, names = '', fallback = ''] of source.matchAll(/^\| (`[A-Z][A-Z0-9_]*`[^|]*)\| ([^|]*)\|/gm)) {
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
    for (const variable of variables.filter(isEnvironmentVariable)) defaults.set(variable, fallback.trim());
  }
  return defaults;
}

it('gives every server setting the same default as the README', () => {
  const readme = settingDefaults(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const handbook = settingDefaults(
    readFileSync(path.join(handbookDir, 'Updating the Documentation Website.md'), 'utf8'),
  );
  const differing = [...handbook]
    // Defaults given as values (`false`, unset), not described in words, must read the same.
    .filter(
      ([variable, fallback]) =>
        readme.has(variable) &&
        /^(`[^`]*`|unset)(, (`[^`]*`|unset))*$/.test(fallback) &&
        readme.get(variable) !== fallback,
    )
    .map(([variable, fallback]) => `${variable}: handbook ${fallback}, README ${readme.get(variable) ?? ''}`);
  expect(handbook.size).toBeGreaterThan(10);
  expect(differing).toEqual([]);
});
