/**
 * Pages read the way Docusaurus reads them (MDX, GitHub Flavored Markdown, directives for admonitions), with the front
 * matter kept in the tree as a node, so every position is a line of the file. The pages' Markdown copies
 * (plugins/page-markdown) and the writer's checks (scripts/docs-check) both read pages with it.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { remark } from 'remark';

export const pageParser = remark().use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();
