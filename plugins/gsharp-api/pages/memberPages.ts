import { fencedCode, inlineCode } from '../escape';
import type { ApiMember, MemberGroup } from '../model';
import { renderSignature } from '../signature';
import { groupLocation, isOverloaded, memberLocation, overloadNumber } from '../slugs';
import {
  examplesSection,
  exceptionsSection,
  parametersSection,
  remarksSection,
  reportUnknownTags,
  returnsSection,
  seeAlsoSection,
  typeParametersSection,
  valueSection,
} from './docSections';
import { groupLabel, groupReference, groupTitle, memberLabel, memberSidebarLabel, memberTitle } from './labels';
import { memberSubject, summaryBlocks, summaryCell, summaryDescription, type PageContext } from './pageContext';
import { codeLink, definitionLine, heading, page, table, type GeneratedFile } from './pageParts';

function overloadNote(context: PageContext, member: ApiMember): string {
  if (!isOverloaded(member.group)) return '';
  const { group } = member;
  const [word, all] = group.category === 'constructor' ? ['Constructor', 'all constructors of'] : ['Overload', 'all overloads of'];
  const groupLink = codeLink(context, groupReference(group), groupLocation(group));
  return `${word} ${overloadNumber(member)} of ${group.members.length}: see ${all} ${groupLink}.`;
}

/** The page of one member: summary, syntax, parameters, return value, exceptions, remarks, examples. */
export function memberPage(context: PageContext, member: ApiMember, position: number): GeneratedFile {
  const subject = memberSubject(member);
  reportUnknownTags(context, subject);
  const type = member.group.declaringType;
  return page(
    context,
    memberLocation(member),
    {
      title: memberTitle(context.model, member),
      sidebarLabel: memberSidebarLabel(context.model, member),
      description: summaryDescription(context, subject),
      position,
      source: member.id.raw,
    },
    [
      summaryBlocks(context, subject),
      definitionLine(context, type, true),
      overloadNote(context, member),
      fencedCode(renderSignature(context.model, member), 'csharp'),
      typeParametersSection(context, subject, member.typeParameters),
      parametersSection(context, member, subject),
      returnsSection(context, subject),
      valueSection(context, subject),
      exceptionsSection(context, subject),
      remarksSection(context, subject),
      examplesSection(context, subject),
      seeAlsoSection(context, subject),
    ],
  );
}

/** The overload-group page: every signature of one name, each linking to its own page. */
export function overloadGroupPage(context: PageContext, group: MemberGroup, position: number): GeneratedFile {
  const [first] = group.members;
  const rows = group.members.map((member) => [
    codeLink(context, memberLabel(context.model, member), memberLocation(member), true),
    summaryCell(context, memberSubject(member)),
  ]);
  const count = group.members.length;
  const what = group.category === 'constructor' ? `${inlineCode(groupReference(group))} has ${count} constructors` : `${inlineCode(groupReference(group))} has ${count} overloads`;
  const intro = `${what}. Each has its own page with its parameters, return value, remarks and examples.`;
  return page(
    context,
    groupLocation(group),
    {
      title: groupTitle(group),
      sidebarLabel: groupLabel(group),
      description: `${groupTitle(group)}: ${count} overloads. ${first === undefined ? '' : summaryDescription(context, memberSubject(first))}`.trim(),
      position,
      source: `O:${group.declaringType.fullName}.${group.name}`,
    },
    [intro, definitionLine(context, group.declaringType, true), heading('Overloads'), table(['Overload', 'Description'], rows)],
  );
}

/** One file per member, plus the group page for a name with several overloads. */
export function groupPages(context: PageContext, group: MemberGroup, position: number): GeneratedFile[] {
  if (!isOverloaded(group)) return group.members.map((member) => memberPage(context, member, position));
  return [overloadGroupPage(context, group, position), ...group.members.map((member, index) => memberPage(context, member, index + 1))];
}
