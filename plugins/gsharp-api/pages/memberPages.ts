import { plainText } from '../declarations';
import { inlineCode, paragraph, text } from '../mdx';
import type { GroupView, MemberView, NamespaceView, TypeView } from '../reference';
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
import {
  examplesSection,
  exceptionsSection,
  namedDescriptionsSection,
  remarksSection,
  seeAlsoSection,
} from './sections';

function overloadNote(context: PageContext, group: GroupView, member: MemberView): Section {
  if (member.overload === undefined) return [];
  const [word, all] =
    group.group.category === 'constructor' ? ['Constructor', 'all constructors of'] : ['Overload', 'all overloads of'];
  return [
    paragraph([
      text(`${word} ${member.overload.number} of ${member.overload.count}: see ${all} `),
      codeLink(context, group.reference, group.location),
      text('.'),
    ]),
  ];
}

function parametersSection(member: MemberView): Section {
  if (member.parameters.length === 0) return [];
  const rows = member.parameters.map((parameter) => [
    [inlineCode(parameter.name)],
    codeMarkdown(parameter.type),
    parameter.description,
  ]);
  return [heading('Parameters'), table(['Name', 'Type', 'Description'], rows)];
}

/** "Returns" (or "Property value", "Field value", "Event type"): the type, linked, then what the XML says about it. */
function valueSection(member: MemberView): Section {
  if (member.value === undefined) return [];
  const { heading: title, type, description } = member.value;
  return [heading(title), paragraph(codeMarkdown(type)), ...description];
}

/** The page of one member: summary, declaration, parameters, return value, exceptions, remarks, examples. */
function memberPage(
  context: PageContext,
  namespace: NamespaceView,
  type: TypeView,
  group: GroupView,
  member: MemberView,
  position: number,
): GeneratedFile {
  return page(
    context,
    member.location,
    {
      title: member.title,
      sidebarLabel: member.sidebarLabel,
      description: member.text.description,
      position,
      source: member.member.id.raw,
    },
    [
      member.text.summary,
      [definitionLine(context, type, namespace.location, true)],
      overloadNote(context, group, member),
      [declarationBlock(member.declaration)],
      namedDescriptionsSection('Type parameters', member.typeParameters),
      parametersSection(member),
      valueSection(member),
      exceptionsSection(member.text),
      remarksSection(member.text),
      examplesSection(member.text),
      seeAlsoSection(member.text),
    ],
  );
}

/** The overload-group page: the full declaration of every overload, each linking to its own page. */
function overloadGroupPage(
  context: PageContext,
  namespace: NamespaceView,
  type: TypeView,
  group: GroupView,
  position: number,
): GeneratedFile {
  const rows = group.members.map((member) => [
    [codeLink(context, plainText(member.declaration), member.location)],
    member.text.summaryCell,
  ]);
  const count = group.members.length;
  const noun = group.group.category === 'constructor' ? 'constructors' : 'overloads';
  const [first] = group.members;
  return page(
    context,
    group.location,
    {
      title: group.title,
      sidebarLabel: group.label,
      description: `${group.title}: ${count} ${noun}. ${first?.text.description ?? ''}`.trim(),
      position,
      source: `O:${group.group.declaringType.fullName}.${group.group.name}`,
    },
    [
      [
        paragraph([
          inlineCode(group.reference),
          // Only what every overload page has: an example is there when the XML gives that overload one.
          text(` has ${count} ${noun}. Each has its own page with its full declaration and parameters.`),
        ]),
        definitionLine(context, type, namespace.location, true),
        heading('Overloads'),
        table(['Overload', 'Description'], rows),
      ],
    ],
  );
}

/** One file per member, plus the group page for a name with several overloads. */
export function groupPages(
  context: PageContext,
  namespace: NamespaceView,
  type: TypeView,
  group: GroupView,
  position: number,
): GeneratedFile[] {
  if (!group.overloaded)
    return group.members.map((member) => memberPage(context, namespace, type, group, member, position));
  return [
    overloadGroupPage(context, namespace, type, group, position),
    ...group.members.map((member, index) => memberPage(context, namespace, type, group, member, index + 1)),
  ];
}
