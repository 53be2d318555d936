import { createCrefResolver } from './crefs';
import { ApiDocError, apiDocWarning, type ApiDocWarning } from './errors';
import { resolveInheritDoc } from './inheritDoc';
import { buildModel, type ApiModel } from './model';
import { groupPages } from './pages/memberPages';
import { namespacePage, namespacesIndexPage } from './pages/namespacePages';
import { hasSummary, memberSubject, namespaceSubject, typeSubject, type DocSubject, type PageContext } from './pages/pageContext';
import type { GeneratedFile } from './pages/pageParts';
import { typePage } from './pages/typePage';
import { readXmlDoc } from './readXmlDoc';
import { categoryFiles } from './sidebar';
import type { RouteBase } from './slugs';

export type MissingSummaryPolicy = 'warn' | 'error';

export interface GenerateInput {
  /** The XML documentation file's text. */
  xml: string;
  /** The file's path as messages should name it, e.g. `gsharp/api/GSharp.xml`. */
  xmlFile: string;
  base: RouteBase;
  /** Namespaces outside the assembly whose types are shown as code without a link. */
  externalNamespaces: readonly string[];
  missingSummary: MissingSummaryPolicy;
}

export interface GeneratedReference {
  files: GeneratedFile[];
  /** `<member>` entries in the XML file. */
  memberCount: number;
  pageCount: number;
  warnings: ApiDocWarning[];
}

function subjects(model: ApiModel): DocSubject[] {
  return model.namespaces.flatMap((namespace) => [
    namespaceSubject(namespace),
    ...namespace.types.flatMap((type) => [typeSubject(type), ...type.groups.flatMap((group) => group.members.map(memberSubject))]),
  ]);
}

/** Every namespace, type and member needs a summary: it is the text of its row in every table that lists it. */
function checkSummaries(model: ApiModel, policy: MissingSummaryPolicy): ApiDocWarning[] {
  return subjects(model)
    .filter((subject) => !hasSummary(subject))
    .map((subject) => {
      const location = { file: model.file, line: subject.line, memberId: subject.memberId };
      const reason = subject.memberId.startsWith('N:')
        ? `has no summary: document the namespace with a <summary> on a class named ${subject.memberId.slice(2)}.NamespaceDoc`
        : 'has no <summary>';
      if (policy === 'error') throw new ApiDocError(location, reason);
      return apiDocWarning(location, reason);
    });
}

/** File systems on Windows and macOS ignore case, so `Avg.md` and `AVG.md` would overwrite each other. */
function assertDistinctPaths(files: readonly GeneratedFile[], xmlFile: string): void {
  const owners = new Map<string, GeneratedFile>();
  for (const file of files) {
    const key = file.path.toLowerCase();
    const owner = owners.get(key);
    if (owner !== undefined) {
      throw new ApiDocError(
        { file: xmlFile, memberId: file.source },
        `its page ${file.path} would overwrite the page of ${owner.source ?? 'another member'} (${owner.path}); page paths differ only in letter case`,
      );
    }
    owners.set(key, file);
  }
}

function uniqueWarnings(warnings: readonly ApiDocWarning[]): ApiDocWarning[] {
  return [...new Map(warnings.map((warning) => [warning.message, warning])).values()];
}

/** XML documentation in, Markdown pages and sidebar categories out; no file system access, so it is easy to test. */
export function generateReference(input: GenerateInput): GeneratedReference {
  const model = buildModel(resolveInheritDoc(readXmlDoc(input.xml, input.xmlFile)));
  const summaryWarnings = checkSummaries(model, input.missingSummary);
  const context: PageContext = {
    model,
    base: input.base,
    resolveCref: createCrefResolver(model, input.base, { externalNamespaces: input.externalNamespaces }),
    warnings: [],
  };
  const pages = [
    namespacesIndexPage(context),
    ...model.namespaces.flatMap((namespace, namespaceIndex) => [
      namespacePage(context, namespace, namespaceIndex + 1),
      ...namespace.types.flatMap((type, typeIndex) => [
        typePage(context, type, typeIndex + 1),
        ...type.groups.flatMap((group, groupIndex) => groupPages(context, group, groupIndex + 1)),
      ]),
    ]),
  ];
  const files = [...pages, ...categoryFiles(model)];
  assertDistinctPaths(files, input.xmlFile);
  return {
    files,
    memberCount: model.memberCount,
    pageCount: pages.length,
    warnings: uniqueWarnings([...model.warnings, ...summaryWarnings, ...context.warnings]),
  };
}
