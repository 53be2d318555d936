/**
 * The rules every written page follows: the front matter the sidebar and search need and no field Docusaurus would
 * ignore (a misspelt `sidebar_position` silently moves the page), enough prose to be worth a page, level-2 headings for the table of contents, no placeholder wording, and code blocks in languages
 * the build highlights. Code blocks, Mermaid diagrams, imports and JSX are not prose.
 */
import { DocFrontMatterSchema } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import leven from 'leven';
import type { Code, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { frontMatterOf, parsePage } from './markdown';
import type { Problem } from './problem';
import { additionalCodeLanguages } from '../../config/codeLanguages';
import { knowsLanguage, loadLanguages } from '../../plugins/code-highlight/highlightLines';
import { diagramLanguage } from '../../plugins/diagrams/remarkDiagrams';

export const minimumWords = 300;
export const requiredFrontMatter = ['title', 'sidebar_label', 'description'] as const;
export const placeholderWording = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder text|fill in later)\b/i;

export type PageRule = 'front matter' | 'words' | 'headings' | 'placeholder' | 'code language';
export interface RuleProblem extends Problem {
  rule: PageRule;
}

/** Every front matter field Docusaurus reads on a doc page; it ignores any other without a word. */
const knownFrontMatter: readonly string[] = Object.keys(DocFrontMatterSchema.describe().keys ?? {});

function unknownFieldMessage(field: string): string {
  const [closest] = knownFrontMatter.map((known) => ({ known, distance: leven(field, known) })).sort((a, b) => a.distance - b.distance);
  const suggestion = closest && closest.distance <= 3 ? ` (did you mean ${closest.known}?)` : '';
  return `front matter field ${field} is not one Docusaurus reads, so it is ignored${suggestion}`;
}

const notProse: ReadonlySet<string> = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** The prose blocks of a page, each with the line it starts on. */
export function proseBlocks(tree: Root): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const collect = (node: RootContent): void => {
    if (notProse.has(node.type)) return;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      blocks.push({ line: node.position?.start.line ?? 1, text: toString(node) });
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
    if (!knownFrontMatter.includes(field)) add('front matter', 1, unknownFieldMessage(field));
  }

  const tree = parsePage(source);
  const blocks = proseBlocks(tree);
  const words = blocks.reduce((sum, block) => sum + wordCount(block.text), 0);
  if (words < minimumWords) add('words', 1, `${words} words of prose; a page needs at least ${minimumWords}`);

  let hasSection = false;
  visit(tree, 'heading', (heading) => {
    if (heading.depth === 2) hasSection = true;
  });
  if (!hasSection) add('headings', 1, 'no level-2 heading (##), so the table of contents is empty');

  for (const block of blocks) {
    const placeholder = placeholderWording.exec(block.text);
    if (placeholder) add('placeholder', block.line, `placeholder wording "${placeholder[0]}"`);
  }

  loadLanguages(additionalCodeLanguages);
  visit(tree, 'code', (code: Code) => {
    if (!code.lang || code.lang === diagramLanguage || knowsLanguage(code.lang)) return;
    const line = code.position?.start.line ?? 1;
    add('code language', line, `code block in "${code.lang}", which the highlighter does not know, so it shows as plain text: add its Prism grammar to config/codeLanguages.ts, or mark it text`);
  });
  return problems;
}
