/**
 * Every written page reads as finished documentation: enough substance, a structure the table of
 * contents can show, and no placeholder wording. The generated API reference is tested by its generator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const sections = ['docs', 'gsharp', 'internal'];
const generated = [path.join('gsharp', 'Development', 'Namespaces'), path.join('gsharp', 'api')];

function pages(): string[] {
  return sections.flatMap((section) =>
    readdirSync(path.join(root, section), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !generated.some((dir) => file.startsWith(`${dir}${path.sep}`))),
  );
}

/** The prose of a page: no front matter, imports, JSX lines, code blocks or Mermaid. */
function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/^\s*<[^>]+>\s*$/gm, '');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

const placeholder = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder text|fill in later)\b/i;
const allPages = pages();

it('finds every section', () => {
  expect(allPages.length).toBeGreaterThanOrEqual(63);
});

describe.each(allPages)('%s', (file) => {
  const source = readFileSync(path.join(root, file), 'utf8');

  it('has a title, a sidebar label and a description', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    expect(frontMatter).toMatch(/^title: .+/m);
    expect(frontMatter).toMatch(/^sidebar_label: .+/m);
    expect(frontMatter).toMatch(/^description: .+/m);
  });

  it('has at least 300 words of prose', () => {
    expect(wordCount(prose(source))).toBeGreaterThanOrEqual(300);
  });

  it('has level-2 headings for the table of contents', () => {
    expect(prose(source)).toMatch(/^## \S/m);
  });

  it('has no placeholder wording', () => {
    expect(prose(source)).not.toMatch(placeholder);
  });
});

describe('the word counter', () => {
  it('counts prose and ignores code', () => {
    expect(wordCount(prose('---\ntitle: x\n---\n\nOne two three.\n\n```js\nconst four = 4;\n```\n'))).toBe(3);
  });

  it('spots placeholder wording', () => {
    expect('This section is TBD.').toMatch(placeholder);
    expect('Lorem ipsum dolor.').toMatch(placeholder);
  });
});
