import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCrefResolver, type CrefResolver } from '@site/plugins/gsharp-api/crefs';
import { loadCSharpParser } from '@site/plugins/gsharp-api/csharp/parser';
import { readDeclarations } from '@site/plugins/gsharp-api/csharp/readDeclarations';
import type { ReferenceSource } from '@site/plugins/gsharp-api/csharp/syntax';
import {
  generateReference,
  type GeneratedReference,
  type MissingSummaryPolicy,
} from '@site/plugins/gsharp-api/generate';
import { resolveInheritDoc } from '@site/plugins/gsharp-api/inheritDoc';
import { buildModel, type ApiMember, type ApiModel } from '@site/plugins/gsharp-api/model';
import { readXmlDoc } from '@site/plugins/gsharp-api/readXmlDoc';
import type { RouteBase } from '@site/plugins/gsharp-api/slugs';

export const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
export const base: RouteBase = {
  routeBasePath: '/gSharp/Development/Namespaces',
  slugBasePath: '/Development/Namespaces',
};

/** tree-sitter with the C# grammar, loaded once for every test file. */
export const parser = await loadCSharpParser();

export function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

/** The flow-meter fixture: its XML documentation and the reference source that declares the same members. */
export const flowMeter = { xml: fixture('flow-meter.xml'), csharp: fixture('flow-meter.cs') };

/** A documentation file around the given `<member>` elements, as the compiler lays it out. */
export function xmlDoc(members: string): string {
  return `<?xml version="1.0"?>\n<doc>\n<assembly><name>Tideline.Fixture</name></assembly>\n<members>\n${members}\n</members>\n</doc>\n`;
}

export function declarationsOf(csharp: string, file = 'test.cs'): ReferenceSource {
  return readDeclarations(parser, [{ file, text: csharp }]);
}

export function modelOf(xml: string, csharp: string, file = 'test.xml'): ApiModel {
  return buildModel(resolveInheritDoc(readXmlDoc(xml, file)), declarationsOf(csharp));
}

export interface GenerateOptions {
  missingSummary?: MissingSummaryPolicy;
  file?: string;
  csharpFile?: string;
}

export function generate(xml: string, csharp: string, options: GenerateOptions = {}): GeneratedReference {
  return generateReference({
    xml,
    xmlFile: options.file ?? 'test.xml',
    csharp: [{ file: options.csharpFile ?? 'test.cs', text: csharp }],
    parser,
    base,
    externalNamespaces: ['OSIsoft'],
    missingSummary: options.missingSummary ?? 'warn',
  });
}

export function resolverFor(model: ApiModel): CrefResolver {
  return createCrefResolver(model, base, { externalNamespaces: ['OSIsoft'] });
}

export function memberOf(model: ApiModel, id: string): ApiMember {
  const member = model.membersById.get(id);
  if (member === undefined) throw new Error(`fixture has no member ${id}`);
  return member;
}

export function fileContent(reference: GeneratedReference, filePath: string): string {
  const file = reference.files.find((candidate) => candidate.path === filePath);
  if (file === undefined)
    throw new Error(`no generated file ${filePath}; have ${reference.files.map((f) => f.path).join(', ')}`);
  return file.content;
}

/** The front matter value of `key` in a generated page (values are JSON-quoted). */
export function frontMatterValue(content: string, key: string): unknown {
  const line = content.split('\n').find((candidate) => candidate.startsWith(`${key}: `));
  return line === undefined ? undefined : JSON.parse(line.slice(key.length + 2));
}

/**
 * A declaration block of a generated page, read back: its text, the types in it that link somewhere, and the runs of
 * it highlighted as C# (text and Prism's token types).
 */
export function declarationOf(
  content: string,
  index = 0,
): { text: string; links: Record<string, string>; highlighted: [string, string][] } {
  const blocks = [...content.matchAll(/^<ApiDeclaration parts=\{(.*)\} \/>$/gm)];
  const block = blocks[index]?.[1];
  if (block === undefined) throw new Error(`the page has no declaration block ${index}`);
  const parts = JSON.parse(block) as { text: string; url?: string; kind?: string }[];
  return {
    text: parts.map((part) => part.text).join(''),
    highlighted: parts.flatMap((part): [string, string][] => (part.kind === undefined ? [] : [[part.text, part.kind]])),
    links: Object.fromEntries(
      parts.filter((part) => part.url !== undefined).map((part) => [part.text, part.url ?? '']),
    ),
  };
}
