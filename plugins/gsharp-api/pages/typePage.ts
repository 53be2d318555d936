import { memberCategoryOrder, type MemberCategory } from '../model';
import type { MemberView, NamespaceView, TypeView } from '../reference';
import {
  codeLink,
  codeMarkdown,
  declarationBlock,
  definitionLine,
  heading,
  page,
  table,
  type GeneratedFile,
  type PageContext,
} from './pageParts';
import { examplesSection, namedDescriptionsSection, remarksSection, seeAlsoSection } from './sections';

const categoryHeadings: Readonly<Record<MemberCategory, [string, string]>> = {
  constructor: ['Constructors', 'Constructor'],
  property: ['Properties', 'Property'],
  method: ['Methods', 'Method'],
  field: ['Fields', 'Field'],
  event: ['Events', 'Event'],
  operator: ['Operators', 'Operator'],
};

/** One table per member kind; every overload gets its own row, linking to its own page. */
function memberTables(context: PageContext, type: TypeView): string[] {
  return memberCategoryOrder.flatMap((category) => {
    const members: MemberView[] = type.groups
      .filter((group) => group.group.category === category)
      .flatMap((group) => group.members);
    if (members.length === 0) return [];
    const [title, column] = categoryHeadings[category];
    const rows = members.map((member) => [
      codeLink(context, member.label, member.location, true),
      member.text.summaryCell,
    ]);
    return [`${heading(title)}\n\n${table([column, 'Description'], rows)}`];
  });
}

/** "Inheritance", "Implements" and "Derived", as Microsoft Learn shows them under a type's declaration. */
function relationsSection(type: TypeView): string {
  const lines = [
    type.inheritance.length === 0
      ? ''
      : `**Inheritance:** ${type.inheritance.map((parts) => codeMarkdown(parts)).join(' → ')}`,
    type.implements.length === 0
      ? ''
      : `**Implements:** ${type.implements.map((parts) => codeMarkdown(parts)).join(', ')}`,
    type.derived.length === 0 ? '' : `**Derived:** ${type.derived.map((parts) => codeMarkdown(parts)).join(', ')}`,
  ].filter((line) => line !== '');
  // Two trailing spaces end a line without starting a new paragraph.
  return lines.join('  \n');
}

export function typePage(
  context: PageContext,
  namespace: NamespaceView,
  type: TypeView,
  position: number,
): GeneratedFile {
  return page(
    context,
    type.location,
    {
      title: `${type.displayName} ${type.kind === 'record struct' ? 'struct' : type.kind}`,
      sidebarLabel: type.displayName,
      description: type.text.description,
      position,
      source: type.type.id.raw,
    },
    [
      type.text.summary,
      definitionLine(context, type, namespace.location, false),
      declarationBlock(type.declaration),
      relationsSection(type),
      namedDescriptionsSection('Type parameters', type.typeParameters),
      remarksSection(type.text),
      examplesSection(type.text),
      ...memberTables(context, type),
      seeAlsoSection(type.text),
    ],
  );
}

/** The row a namespace page shows for this type: name, kind, summary. */
export function typeRow(context: PageContext, type: TypeView): string[] {
  return [codeLink(context, type.displayName, type.location, true), type.kindWord, type.text.summaryCell];
}
