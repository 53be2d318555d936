import { escapeMarkdownText } from '../escape';
import type { ApiNamespace } from '../model';
import { namespaceLocation, namespacesIndexLocation } from '../slugs';
import { examplesSection, remarksSection, reportUnknownTags, seeAlsoSection } from './docSections';
import { namespaceSubject, summaryBlocks, summaryCell, summaryDescription, type PageContext } from './pageContext';
import { heading, page, table, textLink, type GeneratedFile } from './pageParts';
import { typeRow } from './typePage';

export function namespacePage(context: PageContext, namespace: ApiNamespace, position: number): GeneratedFile {
  const subject = namespaceSubject(namespace);
  reportUnknownTags(context, subject);
  const types = namespace.types.map((type) => typeRow(context, type));
  return page(
    context,
    namespaceLocation(namespace),
    { title: `${namespace.name} namespace`, sidebarLabel: namespace.name, description: summaryDescription(context, subject), position, source: subject.memberId },
    [
      summaryBlocks(context, subject),
      `**Assembly:** ${escapeMarkdownText(context.model.assembly)}`,
      remarksSection(context, subject),
      examplesSection(context, subject),
      types.length === 0 ? '' : `${heading('Types')}\n\n${table(['Type', 'Description'], types)}`,
      seeAlsoSection(context, subject),
    ],
  );
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/** The reference's landing page: every namespace with its summary. */
export function namespacesIndexPage(context: PageContext): GeneratedFile {
  const rows = context.model.namespaces.map((namespace) => [
    textLink(context, namespace.name, namespaceLocation(namespace)),
    summaryCell(context, namespaceSubject(namespace)),
  ]);
  const { assembly } = context.model;
  const typeCount = context.model.namespaces.reduce((count, namespace) => count + namespace.types.length, 0);
  return page(
    context,
    namespacesIndexLocation(),
    {
      title: 'gSharp API reference',
      sidebarLabel: 'Namespaces',
      description: `Namespaces, types and members of the ${assembly} assembly, generated from its XML documentation.`,
      position: 0,
      source: 'the namespaces index',
    },
    [
      `The reference for the ${escapeMarkdownText(assembly)} assembly: ${count(context.model.namespaces.length, 'namespace')}, ${count(typeCount, 'type')}. It is generated from the XML documentation the C# compiler writes for gSharp, so every page matches the release it documents.`,
      heading('Namespaces'),
      table(['Namespace', 'Description'], rows),
    ],
  );
}
