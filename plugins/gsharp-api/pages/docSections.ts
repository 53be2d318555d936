import type { CrefTarget } from '../crefs';
import { renderType } from '../csharpTypes';
import { childElements, firstChildElement, isBlank, type DocElement } from '../docNodes';
import { inlineCode, linkDestination } from '../escape';
import { renderBlocks, renderTableCell } from '../markdown';
import type { ApiMember } from '../model';
import { modelTypeNaming, parameterModifier } from '../signature';
import { markdownContext, type DocSubject, type PageContext } from './pageContext';
import { heading, table } from './pageParts';

/** Tags a documentation comment may hold directly under `<member>`; anything else is reported, not dropped silently. */
const knownTopLevelTags = new Set(['summary', 'remarks', 'returns', 'value', 'param', 'typeparam', 'exception', 'example', 'seealso']);

export function reportUnknownTags(context: PageContext, subject: DocSubject): void {
  const markdown = markdownContext(context, subject);
  for (const element of childElements(subject.docs)) {
    if (element.name === 'include') markdown.fail('<include> was not expanded: build the XML file with the C# compiler, which inlines included documentation');
    if (!knownTopLevelTags.has(element.name)) markdown.warn(`<${element.name}> is not a documentation comment tag and is not shown`);
  }
}

function blockSection(context: PageContext, subject: DocSubject, tag: string, title: string): string {
  const element = firstChildElement(subject.docs, tag);
  if (element === undefined || isBlank(element.children)) return '';
  return `${heading(title)}\n\n${renderBlocks(element.children, markdownContext(context, subject))}`;
}

/** A link or code for a type named in a signature: documented types link to their page, System types to Learn. */
function parameterTypeCell(context: PageContext, member: ApiMember, index: number): string {
  const parameter = member.id.parameters[index];
  if (parameter === undefined) return '';
  const naming = modelTypeNaming(context.model, member.group.declaringType, member);
  const modifier = parameterModifier(member, index);
  const rendered = inlineCode(`${modifier === '' ? '' : `${modifier} `}${renderType(parameter.type, naming)}`, true);
  const named = parameter.type.kind === 'named' && parameter.type.typeArguments.length === 0 ? parameter.type.fullName : undefined;
  if (named === undefined) return rendered;
  try {
    const target = context.resolveCref(`T:${named}`);
    return target.url === undefined ? rendered : `[${rendered}](${linkDestination(target.url)})`;
  } catch {
    // A parameter type outside System and the configured external namespaces is still shown, just not linked.
    return rendered;
  }
}

function describedBy(subject: DocSubject, tag: 'param' | 'typeparam', name: string): DocElement | undefined {
  return childElements(subject.docs, tag).find((element) => element.attributes.name === name);
}

export function typeParametersSection(context: PageContext, subject: DocSubject, names: readonly string[]): string {
  if (names.length === 0) return '';
  const markdown = markdownContext(context, subject);
  const rows = names.map((name) => {
    const element = describedBy(subject, 'typeparam', name);
    return [inlineCode(name, true), element === undefined ? '' : renderTableCell(element.children, markdown)];
  });
  return `${heading('Type parameters')}\n\n${table(['Name', 'Description'], rows)}`;
}

export function parametersSection(context: PageContext, member: ApiMember, subject: DocSubject): string {
  if (member.id.parameters.length === 0) return '';
  const markdown = markdownContext(context, subject);
  const rows = member.parameterNames.map((name, index) => {
    const element = describedBy(subject, 'param', name);
    return [inlineCode(name, true), parameterTypeCell(context, member, index), element === undefined ? '' : renderTableCell(element.children, markdown)];
  });
  return `${heading('Parameters')}\n\n${table(['Name', 'Type', 'Description'], rows)}`;
}

function resolveOrFail(context: PageContext, cref: string, fail: (reason: string) => never): CrefTarget {
  try {
    return context.resolveCref(cref);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

export function exceptionsSection(context: PageContext, subject: DocSubject): string {
  const exceptions = childElements(subject.docs, 'exception');
  if (exceptions.length === 0) return '';
  const markdown = markdownContext(context, subject);
  const rows = exceptions.map((element) => {
    const cref = element.attributes.cref;
    if (cref === undefined) return markdown.fail('<exception> needs a cref naming the exception type');
    const target = resolveOrFail(context, cref, markdown.fail);
    const label = inlineCode(target.label, true);
    return [target.url === undefined ? label : `[${label}](${linkDestination(target.url)})`, renderTableCell(element.children, markdown)];
  });
  return `${heading('Exceptions')}\n\n${table(['Exception', 'Condition'], rows)}`;
}

export function examplesSection(context: PageContext, subject: DocSubject): string {
  const examples = childElements(subject.docs, 'example').filter((element) => !isBlank(element.children));
  if (examples.length === 0) return '';
  const markdown = markdownContext(context, subject);
  return `${heading(examples.length === 1 ? 'Example' : 'Examples')}\n\n${examples.map((element) => renderBlocks(element.children, markdown)).join('\n\n')}`;
}

export function seeAlsoSection(context: PageContext, subject: DocSubject): string {
  const references = childElements(subject.docs, 'seealso');
  if (references.length === 0) return '';
  const markdown = markdownContext(context, subject);
  const items = references.map((element) => `- ${renderBlocks([{ ...element, name: 'see' }], markdown)}`);
  return `${heading('See also')}\n\n${items.join('\n')}`;
}

export const returnsSection = (context: PageContext, subject: DocSubject): string => blockSection(context, subject, 'returns', 'Returns');
export const valueSection = (context: PageContext, subject: DocSubject): string => blockSection(context, subject, 'value', 'Property value');
export const remarksSection = (context: PageContext, subject: DocSubject): string => blockSection(context, subject, 'remarks', 'Remarks');
