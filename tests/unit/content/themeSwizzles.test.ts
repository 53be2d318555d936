/**
 * src/theme/README.md lists every swizzled component, as wrapped (it renders the theme's own through
 * `@theme-original/…`) or ejected, and each file opens with a comment saying why it exists: an upgrade of Docusaurus
 * starts from that list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFilesSync } from '@site/plugins/shared/listFiles';

const themeDir = path.resolve(__dirname, '../../../src/theme');
const swizzles = listFilesSync(themeDir, '**/*.tsx').map((file) =>
  path.relative(themeDir, file).split(path.sep).join('/'),
);
const readme = readFileSync(path.join(themeDir, 'README.md'), 'utf8');

/** The component a file swizzles: its path without the extension and a trailing `/index`. */
const componentOf = (file: string) => file.replace(/\.tsx$/, '').replace(/\/index$/, '');

describe('the swizzled theme components', () => {
  it('are found', () => {
    expect(swizzles.length).toBeGreaterThan(10);
  });

  it.each(swizzles)('%s opens with a comment saying why it exists', (file) => {
    const firstLine = readFileSync(path.join(themeDir, file), 'utf8').split('\n', 1)[0] ?? '';
    expect(firstLine).toMatch(/^\/\/ \S.{20,}/);
  });

  it.each(swizzles)('%s has a row in src/theme/README.md naming it wrapped or ejected, as it is', (file) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${file}\` |`));
    expect(row, `no row for ${file}`).toBeDefined();
    const kind = row?.split('|')[2]?.trim() ?? '';
    // A wrapper may render the original through a component of its own, which its row names (`src/components/…`).
    const through = /`(src\/[^`]+)`/.exec(kind)?.[1];
    const source = [path.join(themeDir, file), ...(through ? [path.join(themeDir, '../..', through, 'index.tsx')] : [])]
      .map((sourceFile) => readFileSync(sourceFile, 'utf8'))
      .join('\n');
    // Imported statically or on demand; a type-only import of the original renders nothing of it.
    const wrapsOriginal = source
      .split('\n')
      .some((line) => !line.startsWith('import type') && line.includes(`'@theme-original/${componentOf(file)}'`));
    expect(kind.startsWith(wrapsOriginal ? 'wrap' : 'ejected'), `${file} is listed as "${kind}"`).toBe(true);
  });
});
