/**
 * Remark plugin: a directive no plugin handled stops the build. A mistyped admonition (`:::warnin`) or a leftover
 * `::name` would otherwise reach the reader as plain text with its colons, and Docusaurus only warns about it in a
 * build log that prints both audiences at once. Runs after the admonitions plugin, with Docusaurus's own test of what
 * counts as unused: no data set by a plugin, and not a bare `:word`, which Docusaurus turns back into text.
 */
import { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Transformer } from 'unified';
import { visit } from 'unist-util-visit';

type Directive = ContainerDirective | LeafDirective | TextDirective;

const prefixes: Record<Directive['type'], string> = {
  containerDirective: ':::',
  leafDirective: '::',
  textDirective: ':',
};

const isBareWord = (directive: Directive): boolean =>
  directive.type === 'textDirective' &&
  directive.children.length === 0 &&
  Object.keys(directive.attributes ?? {}).length === 0;

function whyUnused(directive: Directive): string {
  const written = `${prefixes[directive.type]}${directive.name}`;
  if (directive.type === 'containerDirective') {
    return `${written} is not an admonition (${DefaultAdmonitionOptions.keywords.join(', ')}), so the reader would see it as text`;
  }
  // Each colon escaped: `\::name[label]` would still start the text directive `:name[label]`.
  const escaped = written.replace(/:/g, '\\:');
  return `${written} is a directive nothing on this site handles, so the reader would see it as text; write ${escaped} for the colons themselves`;
}

export default function remarkUnusedDirectives(): Transformer<Root> {
  return (tree, file): void => {
    const problems: string[] = [];
    visit(tree, ['containerDirective', 'leafDirective', 'textDirective'], (node) => {
      const directive = node as Directive;
      if (directive.data || isBareWord(directive)) return;
      problems.push(`${file.path}:${directive.position?.start.line ?? 1}: ${whyUnused(directive)}`);
    });
    if (problems.length > 0) throw new Error(`Unknown Markdown directives:\n${problems.join('\n')}`);
  };
}
