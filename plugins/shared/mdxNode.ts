/**
 * Markdown nodes that plugins add to a page (an import, a JSX element), written as MDX and read the way MDX reads a
 * page, so that they carry the ESTree of their JavaScript that MDX compiles, with no syntax tree built by hand.
 */
import { createRequire } from 'node:module';
import type { RootContent } from 'mdast';

type Remark = typeof import('remark');
type RemarkMdx = typeof import('remark-mdx');

const makeReader = (remark: Remark['remark'], remarkMdx: RemarkMdx['default']) => remark().use(remarkMdx).freeze();

let mdxReader: ReturnType<typeof makeReader> | undefined;

/**
 * Made when a plugin first adds a node. Loading remark and its MDX syntax takes a tenth of a second, which the site's
 * configuration, importing the plugins, would otherwise spend before every build, though a warm build whose pages the
 * bundler has cached never runs them.
 */
function reader(): ReturnType<typeof makeReader> {
  if (!mdxReader) {
    // Both are ES modules; Node (20.19 and later) requires them as the configuration's loader (jiti) would import them.
    const require = createRequire(__filename);
    const { remark } = require('remark') as Remark;
    const { default: remarkMdx } = require('remark-mdx') as RemarkMdx;
    mdxReader = makeReader(remark, remarkMdx);
  }
  return mdxReader;
}

/** The one node of the given type that `source` reads as; anything else is a mistake in the plugin, named here. */
export function mdxNode<Type extends RootContent['type']>(
  source: string,
  type: Type,
): Extract<RootContent, { type: Type }> {
  const nodes = reader().parse(source).children;
  const [node] = nodes;
  if (nodes.length !== 1 || node?.type !== type) {
    const read = nodes.map((each) => each.type).join(', ') || 'nothing';
    throw new Error(`MDX reads ${JSON.stringify(source.slice(0, 80))} as ${read}, not as one ${type}.`);
  }
  // Checked just above: TypeScript does not narrow a union by a generic type parameter.
  return node as Extract<RootContent, { type: Type }>;
}
