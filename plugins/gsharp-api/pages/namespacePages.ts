import { paragraph, strong, text } from '../mdx';
import type { NamespaceView, ReferenceView } from '../reference';
import { referenceLabel } from '../sidebar';
import { namespacesIndexLocation } from '../slugs';
import { heading, page, table, textLink, type GeneratedFile, type PageContext } from './pageParts';
import { examplesSection, remarksSection, seeAlsoSection } from './sections';
import { typeRow } from './typePage';
import { namespaceSidebarLabel } from './labels';

export function namespacePage(context: PageContext, namespace: NamespaceView, position: number): GeneratedFile {
  const types = namespace.types.map((type) => typeRow(context, type));
  return page(
    context,
    namespace.location,
    {
      title: `${namespace.namespace.name} namespace`,
      sidebarLabel: namespaceSidebarLabel(namespace.namespace.name),
      description: namespace.text.description,
      position,
      source: `N:${namespace.namespace.name}`,
    },
    [
      namespace.text.summary,
      [paragraph([strong([text('Assembly:')]), text(` ${context.assembly}`)])],
      remarksSection(namespace.text),
      examplesSection(namespace.text),
      types.length === 0 ? [] : [heading('Types'), table(['Type', 'Kind', 'Description'], types)],
      seeAlsoSection(namespace.text),
    ],
  );
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/** The reference's landing page: every namespace with its summary. */
export function namespacesIndexPage(context: PageContext, reference: ReferenceView): GeneratedFile {
  const rows = reference.namespaces.map((namespace) => [
    [textLink(context, namespace.namespace.name, namespace.location)],
    namespace.text.summaryCell,
  ]);
  return page(
    context,
    namespacesIndexLocation(),
    {
      title: 'gSharp API reference',
      sidebarLabel: referenceLabel,
      description: `Namespaces, types and members of the ${reference.assembly} assembly, generated from its reference source and XML documentation.`,
      position: 0,
      source: 'the namespaces index',
    },
    [
      [
        paragraph([
          text(
            `The reference for the ${reference.assembly} assembly: ${count(reference.namespaces.length, 'namespace')}, ${count(reference.typeCount, 'type')}. It is generated from gSharp's C# reference source (every public declaration) and the XML documentation the C# compiler writes for it, so every page matches the release it documents.`,
          ),
        ]),
        heading('Namespaces'),
        table(['Namespace', 'Description'], rows),
      ],
    ],
  );
}
