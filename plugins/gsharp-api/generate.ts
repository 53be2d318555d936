import type { CSharpParser } from './csharp/parser';
import { readDeclarations, type CSharpSource } from './csharp/readDeclarations';
import { ApiDocError, apiDocWarning, type ApiDocWarning } from './errors';
import { resolveInheritDoc } from './inheritDoc';
import { buildModel } from './model';
import { groupPages } from './pages/memberPages';
import { namespacePage, namespacesIndexPage } from './pages/namespacePages';
import type { GeneratedFile, PageContext } from './pages/pageParts';
import { typePage } from './pages/typePage';
import { readXmlDoc } from './readXmlDoc';
import { describeReference, type ReferenceView } from './reference';
import { categoryFiles } from './sidebar';
import { movedAddressesPage, numberedOverloadAddresses } from './movedAddresses';
import type { RouteBase } from './slugs';

export type MissingSummaryPolicy = 'warn' | 'error';

export interface GenerateInput {
  /** The XML documentation file's text. */
  xml: string;
  /** The file's path as messages should name it, e.g. `gsharp/api/GSharp.xml`. */
  xmlFile: string;
  /** The C# reference source: every public declaration of the assembly. */
  csharp: readonly CSharpSource[];
  /** tree-sitter with the C# grammar, from `loadCSharpParser()`. */
  parser: CSharpParser;
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

/** Every namespace, type and member needs a summary: it is the text of its row in every table that lists it. */
function checkSummaries(reference: ReferenceView, policy: MissingSummaryPolicy): ApiDocWarning[] {
  const subjects = reference.namespaces.flatMap((namespace) => [
    { memberId: `N:${namespace.namespace.name}`, line: namespace.namespace.line, text: namespace.text },
    ...namespace.types.flatMap((type) => [
      { memberId: type.type.id.raw, line: type.type.line, text: type.text },
      ...type.groups.flatMap((group) =>
        group.members.map((member) => ({
          memberId: member.member.id.raw,
          line: member.member.line,
          text: member.text,
        })),
      ),
    ]),
  ]);
  return subjects
    .filter((subject) => !subject.text.hasSummary)
    .map((subject) => {
      const location = { file: reference.file, line: subject.line, memberId: subject.memberId };
      const reason = subject.memberId.startsWith('N:')
        ? `has no summary: document the namespace with a <summary> on a class named ${subject.memberId.slice(2)}.NamespaceDoc`
        : 'has no <summary>';
      if (policy === 'error') throw new ApiDocError(location, reason);
      return apiDocWarning(location, reason);
    });
}

/**
 * File systems on Windows and macOS ignore case, so `Avg.md` and `AVG.md` would overwrite each other; two overloads
 * whose parameter types share a short name (`A.Point` and `B.Point`) would get the same page outright.
 */
function assertDistinctPaths(files: readonly GeneratedFile[], xmlFile: string): void {
  const owners = new Map<string, GeneratedFile>();
  for (const file of files) {
    const key = file.path.toLowerCase();
    const owner = owners.get(key);
    if (owner !== undefined) {
      throw new ApiDocError(
        { file: xmlFile, memberId: file.source },
        `its page ${file.path} would overwrite the page of ${owner.source ?? 'another member'} (${owner.path}); page paths must differ in more than letter case`,
      );
    }
    owners.set(key, file);
  }
}

function uniqueWarnings(warnings: readonly ApiDocWarning[]): ApiDocWarning[] {
  return [...new Map(warnings.map((warning) => [warning.message, warning])).values()];
}

/** Lays the described reference out as pages: the index, then each namespace, type and member group. */
function renderPages(context: PageContext, reference: ReferenceView): GeneratedFile[] {
  return [
    namespacesIndexPage(context, reference),
    ...reference.namespaces.flatMap((namespace, namespaceIndex) => [
      namespacePage(context, namespace, namespaceIndex + 1),
      ...namespace.types.flatMap((type, typeIndex) => [
        typePage(context, namespace, type, typeIndex + 1),
        ...type.groups.flatMap((group, groupIndex) => groupPages(context, namespace, type, group, groupIndex + 1)),
      ]),
    ]),
  ];
}

/**
 * The pipeline: read the XML documentation, read the C# declarations, join them into one model by documentation
 * ID, describe it (documentation and declarations rendered once), then lay out pages. No file system access.
 */
export function generateReference(input: GenerateInput): GeneratedReference {
  const documentation = resolveInheritDoc(readXmlDoc(input.xml, input.xmlFile));
  const declarations = readDeclarations(input.parser, input.csharp);
  const model = buildModel(documentation, declarations);
  const reference = describeReference(model, { base: input.base, externalNamespaces: input.externalNamespaces });
  const summaryWarnings = checkSummaries(reference, input.missingSummary);
  const pages = renderPages({ base: input.base, file: model.file, assembly: model.assembly }, reference);
  const files = [...pages, ...categoryFiles(model), movedAddressesPage(numberedOverloadAddresses(model, input.base))];
  assertDistinctPaths(files, input.xmlFile);
  return {
    files,
    memberCount: model.memberCount,
    pageCount: pages.length,
    warnings: uniqueWarnings([...model.warnings, ...summaryWarnings, ...reference.warnings]),
  };
}
