import type { CrefResolver } from '../crefs';
import { firstChildElement, isBlank, type DocNode } from '../docNodes';
import { ApiDocError, apiDocWarning, type ApiDocWarning } from '../errors';
import { renderBlocks, renderPlainText, renderTableCell, type MarkdownContext } from '../markdown';
import type { ApiMember, ApiModel, ApiNamespace, ApiType } from '../model';
import type { RouteBase } from '../slugs';

/** Everything page rendering shares: the model, where pages live, cref links and the warnings collected so far. */
export interface PageContext {
  model: ApiModel;
  base: RouteBase;
  resolveCref: CrefResolver;
  warnings: ApiDocWarning[];
}

/** One documented thing (namespace, type or member) whose documentation a page shows. */
export interface DocSubject {
  memberId: string;
  line: number | undefined;
  docs: DocNode[];
  parameterNames: readonly string[];
  typeParameterNames: readonly string[];
}

export function namespaceSubject(namespace: ApiNamespace): DocSubject {
  return { memberId: `N:${namespace.name}`, line: namespace.line, docs: namespace.docs, parameterNames: [], typeParameterNames: [] };
}

export function typeSubject(type: ApiType): DocSubject {
  return { memberId: type.id.raw, line: type.line, docs: type.docs, parameterNames: [], typeParameterNames: type.typeParameters };
}

export function memberSubject(member: ApiMember): DocSubject {
  return {
    memberId: member.id.raw,
    line: member.line,
    docs: member.docs,
    parameterNames: member.parameterNames,
    typeParameterNames: [...member.group.declaringType.typeParameters, ...member.typeParameters],
  };
}

export function markdownContext(page: PageContext, subject: DocSubject): MarkdownContext {
  const location = { file: page.model.file, line: subject.line, memberId: subject.memberId };
  return {
    resolveCref: page.resolveCref,
    parameterNames: subject.parameterNames,
    typeParameterNames: subject.typeParameterNames,
    warn: (reason) => {
      page.warnings.push(apiDocWarning(location, reason));
    },
    fail: (reason) => {
      throw new ApiDocError(location, reason);
    },
  };
}

/** Shown where a summary is missing; the missing summary itself is reported as a warning or an error. */
export const missingSummaryText = 'No summary is documented yet.';

function summaryNodes(subject: DocSubject): DocNode[] | undefined {
  const summary = firstChildElement(subject.docs, 'summary');
  return summary === undefined || isBlank(summary.children) ? undefined : summary.children;
}

export function hasSummary(subject: DocSubject): boolean {
  return summaryNodes(subject) !== undefined;
}

export function summaryBlocks(page: PageContext, subject: DocSubject): string {
  const nodes = summaryNodes(subject);
  return nodes === undefined ? `*${missingSummaryText}*` : renderBlocks(nodes, markdownContext(page, subject));
}

export function summaryCell(page: PageContext, subject: DocSubject): string {
  const nodes = summaryNodes(subject);
  return nodes === undefined ? `*${missingSummaryText}*` : renderTableCell(nodes, markdownContext(page, subject));
}

const descriptionLimit = 300;

/** The front matter description: the summary as plain text, cut at a word boundary. */
export function summaryDescription(page: PageContext, subject: DocSubject): string {
  const nodes = summaryNodes(subject);
  const text = nodes === undefined ? missingSummaryText : renderPlainText(nodes, markdownContext(page, subject));
  if (text.length <= descriptionLimit) return text;
  const cut = text.slice(0, descriptionLimit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
