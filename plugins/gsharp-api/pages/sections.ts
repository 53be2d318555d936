import { inlineCode } from '../escape';
import type { DocText } from '../documentation';
import type { NamedDescription } from '../reference';
import { heading, table } from './pageParts';

/** Sections every kind of page shares, from documentation already rendered to Markdown. */

function section(title: string, markdown: string): string {
  return markdown === '' ? '' : `${heading(title)}\n\n${markdown}`;
}

export function remarksSection(text: DocText): string {
  return section('Remarks', text.remarks);
}

export function examplesSection(text: DocText): string {
  return section(text.examples.length === 1 ? 'Example' : 'Examples', text.examples.join('\n\n'));
}

export function exceptionsSection(text: DocText): string {
  return text.exceptions.length === 0 ? '' : section('Exceptions', table(['Exception', 'Condition'], text.exceptions));
}

export function seeAlsoSection(text: DocText): string {
  return section('See also', text.seeAlso.map((item) => `- ${item}`).join('\n'));
}

export function namedDescriptionsSection(title: string, items: readonly NamedDescription[]): string {
  if (items.length === 0) return '';
  return section(
    title,
    table(
      ['Name', 'Description'],
      items.map((item) => [inlineCode(item.name, true), item.description]),
    ),
  );
}
