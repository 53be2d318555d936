/**
 * Pages parsed the way Docusaurus parses them (MDX, GitHub Flavored Markdown, directives for admonitions),
 * with the front matter kept in the tree so every position is a line of the file.
 */
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

export function parsePage(source: string): Root {
  return parser.parse(source);
}

/** The front matter as Docusaurus reads it. */
export async function frontMatterOf(filePath: string, source: string): Promise<Record<string, unknown>> {
  return (await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: source })).frontMatter;
}
