import type { DocText } from '../documentation';
import { inlineCode, list, type BlockContent } from '../mdx';
import type { NamedDescription } from '../reference';
import { heading, table, type Section } from './pageParts';

/** Sections every kind of page shares, from documentation already rendered to Markdown nodes. */

function section(title: string, blocks: readonly BlockContent[]): Section {
  return blocks.length === 0 ? [] : [heading(title), ...blocks];
}

export function remarksSection(text: DocText): Section {
  return section('Remarks', text.remarks);
}

export function examplesSection(text: DocText): Section {
  return section(text.examples.length === 1 ? 'Example' : 'Examples', text.examples.flat());
}

export function exceptionsSection(text: DocText): Section {
  return text.exceptions.length === 0
    ? []
    : [heading('Exceptions'), table(['Exception', 'Condition'], text.exceptions)];
}

export function seeAlsoSection(text: DocText): Section {
  return text.seeAlso.length === 0 ? [] : [heading('See also'), list(false, text.seeAlso)];
}

export function namedDescriptionsSection(title: string, items: readonly NamedDescription[]): Section {
  if (items.length === 0) return [];
  return [
    heading(title),
    table(
      ['Name', 'Description'],
      items.map((item) => [[inlineCode(item.name)], item.description]),
    ),
  ];
}
