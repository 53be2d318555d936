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
  type Section,
} from './pageParts';
import { joined, strong, text, paragraph, type PhrasingContent } from '../mdx';
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
function memberTables(context: PageContext, type: TypeView): Section[] {
  return memberCategoryOrder.flatMap((category) => {
    const members: MemberView[] = type.groups
      .filter((group) => group.group.category === category)
      .flatMap((group) => group.members);
    if (members.length === 0) return [];
    const [title, column] = categoryHeadings[category];
    const rows = members.map((member) => [[codeLink(context, member.label, member.location)], member.text.summaryCell]);
    return [[heading(title), table([column, 'Description'], rows)]];
  });
}

/** "Inheritance", "Implements" and "Derived", as Microsoft Learn shows them under a type's declaration. */
function relationsSection(type: TypeView): Section {
  const line = (label: string, items: readonly PhrasingContent[][], separator: string): PhrasingContent[] =>
    items.length === 0 ? [] : [strong([text(label)]), text(' '), ...joined(items, separator)];
  const lines = [
    line('Inheritance:', type.inheritance.map(codeMarkdown), ' → '),
    line('Implements:', type.implements.map(codeMarkdown), ', '),
    line('Derived:', type.derived.map(codeMarkdown), ', '),
  ].filter((content) => content.length > 0);
  if (lines.length === 0) return [];
  // A hard break ends a line without starting a new paragraph.
  return [paragraph(lines.flatMap((content, index) => (index === 0 ? content : [{ type: 'break' }, ...content])))];
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
      [definitionLine(context, type, namespace.location, false)],
      [declarationBlock(type.declaration)],
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
export function typeRow(context: PageContext, type: TypeView): PhrasingContent[][] {
  return [[codeLink(context, type.displayName, type.location)], [text(type.kindWord)], type.text.summaryCell];
}
