/**
 * Markdown nodes that plugins add to a page (an import, a JSX element), written as MDX and read the way MDX reads a
 * page, so that they carry the ESTree of their JavaScript that MDX compiles, with no syntax tree built by hand.
 */
import type { RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import { remark } from 'remark';

const mdxReader = remark().use(remarkMdx).freeze();

/** The one node of the given type that `source` reads as; anything else is a mistake in the plugin, named here. */
export function mdxNode<Type extends RootContent['type']>(
  source: string,
  type: Type,
): Extract<RootContent, { type: Type }> {
  const nodes = mdxReader.parse(source).children;
  const [node] = nodes;
  if (nodes.length !== 1 || node?.type !== type) {
    const read = nodes.map((each) => each.type).join(', ') || 'nothing';
    throw new Error(`MDX reads ${JSON.stringify(source.slice(0, 80))} as ${read}, not as one ${type}.`);
  }
  // Checked just above: TypeScript does not narrow a union by a generic type parameter.
  return node as Extract<RootContent, { type: Type }>;
}
