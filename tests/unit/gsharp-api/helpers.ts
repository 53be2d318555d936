import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCrefResolver, type CrefResolver } from '@site/plugins/gsharp-api/crefs';
import { generateReference, type GeneratedReference, type MissingSummaryPolicy } from '@site/plugins/gsharp-api/generate';
import { resolveInheritDoc } from '@site/plugins/gsharp-api/inheritDoc';
import { buildModel, type ApiMember, type ApiModel } from '@site/plugins/gsharp-api/model';
import { readXmlDoc } from '@site/plugins/gsharp-api/readXmlDoc';
import type { RouteBase } from '@site/plugins/gsharp-api/slugs';

export const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
export const base: RouteBase = { routeBasePath: '/gSharp/Development/Namespaces', slugBasePath: '/Development/Namespaces' };

export function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

/** A documentation file around the given `<member>` elements, as the compiler lays it out. */
export function xmlDoc(members: string): string {
  return `<?xml version="1.0"?>\n<doc>\n<assembly><name>Tideline.Fixture</name></assembly>\n<members>\n${members}\n</members>\n</doc>\n`;
}

export function modelOf(xml: string, file = 'test.xml'): ApiModel {
  return buildModel(resolveInheritDoc(readXmlDoc(xml, file)));
}

export function generate(xml: string, options: { missingSummary?: MissingSummaryPolicy; file?: string } = {}): GeneratedReference {
  return generateReference({
    xml,
    xmlFile: options.file ?? 'test.xml',
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
  if (file === undefined) throw new Error(`no generated file ${filePath}; have ${reference.files.map((f) => f.path).join(', ')}`);
  return file.content;
}

/** The front matter value of `key` in a generated page (values are JSON-quoted). */
export function frontMatterValue(content: string, key: string): unknown {
  const line = content.split('\n').find((candidate) => candidate.startsWith(`${key}: `));
  return line === undefined ? undefined : JSON.parse(line.slice(key.length + 2));
}
