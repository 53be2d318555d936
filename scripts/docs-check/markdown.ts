/**
 * Pages parsed for the writer's checks, as the site reads them (plugins/shared/pageParser.ts: MDX, GitHub Flavored
 * Markdown, directives, the front matter kept in the tree so every position is a line of the file).
 */
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Root } from 'mdast';
import { pageParser } from '../../plugins/shared/pageParser';

/**
 * Trees already parsed, by source: each check of `npm run check:docs` reads every page, and parsing MDX is most of
 * their time, so the second check to ask for a page gets the first one's tree. Checks only read the trees.
 */
const parsed = new Map<string, Root>();

export function parsePage(source: string): Root {
  let tree = parsed.get(source);
  if (tree === undefined) {
    tree = pageParser.parse(source);
    parsed.set(source, tree);
  }
  return tree;
}

/** The front matter and the body after it, as Docusaurus reads them. */
export async function frontMatterAndBody(
  filePath: string,
  source: string,
): Promise<{ frontMatter: Record<string, unknown>; content: string }> {
  return DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: source });
}

/** The front matter as Docusaurus reads it. */
export async function frontMatterOf(filePath: string, source: string): Promise<Record<string, unknown>> {
  return (await frontMatterAndBody(filePath, source)).frontMatter;
}
