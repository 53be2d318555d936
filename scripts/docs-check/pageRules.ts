/**
 * The rules every written page follows: the front matter the sidebar and search need and no field Docusaurus would
 * ignore (a misspelt `sidebar_position` silently moves the page), enough prose to be worth a page, headings that give
 * the table of contents and screen readers an outline (level 2 first, no level skipped, no second h1), no placeholder
 * wording, code blocks in languages the build highlights, images with alt text, and links whose text says where they
 * go (Lighthouse's SEO audit fails a page on "click here"). Code blocks, Mermaid diagrams, imports and JSX are not prose.
 */
import { DocFrontMatterSchema } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import leven from 'leven';
import type { Code, Node, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { frontMatterOf, parsePage } from './markdown';
import type { Problem } from './problem';
import { additionalCodeLanguages } from '../../contract/codeLanguages';
import { knowsLanguage, loadLanguages } from '../../plugins/code-highlight/highlightLines';
import { diagramLanguage } from '../../plugins/diagrams/remarkDiagrams';

const minimumWords = 300;
const requiredFrontMatter = ['title', 'sidebar_label', 'description'] as const;
/** Link texts that say nothing of where a link goes: Lighthouse's list for its "descriptive link text" audit. */
const vagueLinkTexts: ReadonlySet<string> = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);
const placeholderWording = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder text|fill in later)\b/i;

export type PageRule = 'front matter' | 'words' | 'headings' | 'placeholder' | 'code language' | 'images' | 'link text';
export interface RuleProblem extends Problem {
  rule: PageRule;
}

/** Every front matter field Docusaurus reads on a doc page; it ignores any other without a word. */
const knownFrontMatter: readonly string[] = [
  ...Object.keys(DocFrontMatterSchema.describe().keys ?? {}),
  // Read by the worked-example check (./workedExamples.ts), not by Docusaurus.
  'worked_examples',
  // Read by the sample check (./sampleRuns.ts): the data the samples marked run=ID run on.
  'sample_runs',
];

/** The line of the page (from 1) where the front matter sets `field`; the first line when it cannot be found. */
function frontMatterLine(source: string, field: string): number {
  const lines = source.split(/\r?\n/);
  const end = lines.indexOf('---', 1);
  const index = lines.slice(0, end === -1 ? undefined : end).findIndex((line) => line.startsWith(`${field}:`));
  return index === -1 ? 1 : index + 1;
}

function unknownFieldMessage(field: string): string {
  const [closest] = knownFrontMatter
    .map((known) => ({ known, distance: leven(field, known) }))
    .sort((a, b) => a.distance - b.distance);
  const suggestion = closest && closest.distance <= 3 ? ` (did you mean ${closest.known}?)` : '';
  return `front matter field ${field} is not one Docusaurus reads, so it is ignored${suggestion}`;
}

/** A JSX element of an MDX page with one of `names` (`<img>`, `<a>`…). */
function isJsxElement(node: Node, ...names: string[]): node is MdxJsxFlowElement | MdxJsxTextElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    names.includes((node as MdxJsxFlowElement).name ?? '')
  );
}

const notProse: ReadonlySet<string> = new Set([
  'code',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
]);

/** The prose blocks of a page, each with the line it starts on. */
export function proseBlocks(tree: Root): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const collect = (node: RootContent): void => {
    if (notProse.has(node.type)) return;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      blocks.push({ line: node.position?.start.line ?? 1, text: textOf(node) });
      return;
    }
    if ('children' in node) for (const child of node.children as RootContent[]) collect(child);
  };
  for (const node of tree.children) collect(node);
  return blocks;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

export async function pageRuleProblems(page: string, source: string): Promise<RuleProblem[]> {
  const problems: RuleProblem[] = [];
  const add = (rule: PageRule, line: number, message: string) => problems.push({ file: page, line, message, rule });

  const frontMatter = await frontMatterOf(page, source);
  for (const field of requiredFrontMatter) {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') add('front matter', 1, `front matter needs a ${field}`);
  }
  for (const field of Object.keys(frontMatter)) {
    if (!knownFrontMatter.includes(field))
      add('front matter', frontMatterLine(source, field), unknownFieldMessage(field));
  }

  const tree = parsePage(source);
  const blocks = proseBlocks(tree);
  const words = blocks.reduce((sum, block) => sum + wordCount(block.text), 0);
  if (words < minimumWords) add('words', 1, `${words} words of prose; a page needs at least ${minimumWords}`);

  let hasSection = false;
  // The title is the page's h1, so the body's outline starts one level below it.
  let previousDepth = 1;
  visit(tree, 'heading', (heading) => {
    const line = heading.position?.start.line ?? 1;
    if (heading.depth === 1)
      add('headings', line, "a # heading: the title in the front matter is already the page's h1");
    else if (heading.depth > previousDepth + 1) {
      add(
        'headings',
        line,
        `a level-${heading.depth} heading after level ${previousDepth}, so the outline skips a level`,
      );
    }
    if (heading.depth === 2) hasSection = true;
    previousDepth = heading.depth;
  });
  if (!hasSection) add('headings', 1, 'no level-2 heading (##), so the table of contents is empty');

  visit(tree, ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image' && !node.alt?.trim()) add('images', line, `image ${node.url} has no alt text`);
    if (isJsxElement(node, 'img')) {
      // A spread (`{...props}`) may bring the alt text; only an <img> that certainly has none is reported.
      const mayHaveAlt = node.attributes.some(
        (attribute) => attribute.type === 'mdxJsxExpressionAttribute' || attribute.name === 'alt',
      );
      if (!mayHaveAlt) add('images', line, '<img> has no alt attribute');
    }
  });

  // Written as [text](address), [text][reference], <a> or Docusaurus's <Link>: the reader sees only the text.
  visit(tree, ['link', 'linkReference', 'mdxJsxTextElement', 'mdxJsxFlowElement'], (link) => {
    if (link.type !== 'link' && link.type !== 'linkReference' && !isJsxElement(link, 'a', 'Link')) return;
    const text = textOf(link).trim();
    if (vagueLinkTexts.has(text.toLowerCase())) {
      add(
        'link text',
        link.position?.start.line ?? 1,
        `a link reading "${text}" says nothing of where it goes; name the page or what the reader gets there`,
      );
    }
  });

  for (const block of blocks) {
    const placeholder = placeholderWording.exec(block.text);
    if (placeholder) add('placeholder', block.line, `placeholder wording "${placeholder[0]}"`);
  }

  loadLanguages(additionalCodeLanguages);
  visit(tree, 'code', (code: Code) => {
    if (!code.lang || code.lang === diagramLanguage || knowsLanguage(code.lang)) return;
    const line = code.position?.start.line ?? 1;
    add(
      'code language',
      line,
      `code block in "${code.lang}", which the highlighter does not know, so it shows as plain text: add its Prism grammar to contract/codeLanguages.ts, or mark it text`,
    );
  });
  return problems;
}
