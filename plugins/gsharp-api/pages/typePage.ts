import { fencedCode } from '../escape';
import { memberCategoryOrder, type ApiType, type MemberCategory } from '../model';
import { renderTypeSyntax, typeDisplayName } from '../signature';
import { memberLocation, typeLocation } from '../slugs';
import { examplesSection, remarksSection, reportUnknownTags, seeAlsoSection, typeParametersSection } from './docSections';
import { memberLabel } from './labels';
import { memberSubject, summaryBlocks, summaryCell, summaryDescription, typeSubject, type PageContext } from './pageContext';
import { codeLink, definitionLine, heading, page, table, type GeneratedFile } from './pageParts';

const categoryHeadings: Readonly<Record<MemberCategory, [string, string]>> = {
  constructor: ['Constructors', 'Constructor'],
  property: ['Properties', 'Property'],
  method: ['Methods', 'Method'],
  field: ['Fields', 'Field'],
  event: ['Events', 'Event'],
  operator: ['Operators', 'Operator'],
};

/** One table per member kind; every overload gets its own row, linking to its own page. */
function memberTables(context: PageContext, type: ApiType): string[] {
  return memberCategoryOrder.flatMap((category) => {
    const members = type.groups.filter((group) => group.category === category).flatMap((group) => group.members);
    if (members.length === 0) return [];
    const [title, column] = categoryHeadings[category];
    const rows = members.map((member) => [
      codeLink(context, memberLabel(context.model, member), memberLocation(member), true),
      summaryCell(context, memberSubject(member)),
    ]);
    return [`${heading(title)}\n\n${table([column, 'Description'], rows)}`];
  });
}

export function typePage(context: PageContext, type: ApiType, position: number): GeneratedFile {
  const subject = typeSubject(type);
  reportUnknownTags(context, subject);
  const name = typeDisplayName(type);
  return page(
    context,
    typeLocation(type),
    { title: name, sidebarLabel: name, description: summaryDescription(context, subject), position, source: type.id.raw },
    [
      summaryBlocks(context, subject),
      definitionLine(context, type, false),
      fencedCode(renderTypeSyntax(type), 'csharp'),
      typeParametersSection(context, subject, type.typeParameters),
      remarksSection(context, subject),
      examplesSection(context, subject),
      ...memberTables(context, type),
      seeAlsoSection(context, subject),
    ],
  );
}

/** The row a namespace page shows for this type. */
export function typeRow(context: PageContext, type: ApiType): string[] {
  return [codeLink(context, typeDisplayName(type), typeLocation(type), true), summaryCell(context, typeSubject(type))];
}
