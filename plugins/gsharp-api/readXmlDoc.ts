import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { docElement, docText, type DocElement, type DocNode } from './docNodes';
import { ApiDocError } from './errors';

/** One `<member name="…">` of the documentation file, before its ID is interpreted. */
export interface RawMember {
  id: string;
  line: number;
  docs: DocNode[];
}

/** What the compiler's `-doc` output holds: the assembly name and every documented member, in file order. */
export interface RawXmlDoc {
  file: string;
  assembly: string;
  members: RawMember[];
}

/** The parser's preserve-order shape: one key naming the element (or `#text`/`#cdata`), attributes under `:@`. */
type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are decoded here instead: the parser's own decoding skips numeric references and caps expansions.
  processEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const predefinedEntities: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string, file: string, line: number | undefined): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g, (reference, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const decoded = predefinedEntities[name];
    if (decoded === undefined) {
      throw new ApiDocError(
        { file, line },
        `unknown entity ${reference}: XML defines only &lt; &gt; &amp; &quot; &apos; and numeric references`,
      );
    }
    return decoded;
  });
}

function asOrderedNodes(value: unknown): OrderedNode[] {
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
}

function elementName(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function attributesOf(node: OrderedNode, file: string, line: number | undefined): Record<string, string> {
  const raw = node[':@'];
  if (raw === null || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([name, value]) => [
      name,
      decodeEntities(String(value), file, line),
    ]),
  );
}

function toDocNodes(nodes: OrderedNode[], file: string, line: number | undefined): DocNode[] {
  return nodes.flatMap((node): DocNode[] => {
    const name = elementName(node);
    if (name === undefined) return [];
    if (name === '#text') return [docText(decodeEntities(String(node[name]), file, line))];
    if (name === '#cdata') {
      const text = asOrderedNodes(node[name])
        .map((part) => String(part['#text'] ?? ''))
        .join('');
      return [docText(text, true)];
    }
    if (name.startsWith('?') || name.startsWith('!')) return [];
    return [docElement(name, attributesOf(node, file, line), toDocNodes(asOrderedNodes(node[name]), file, line))];
  });
}

/** Line of each `<member name="…">` in the raw text; the parser's preserve-order output carries no positions. */
function memberLines(xml: string): Map<string, number> {
  const lines = new Map<string, number>();
  const pattern = /<member\s+name\s*=\s*"([^"]*)"/g;
  let line = 1;
  let scannedTo = 0;
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    for (let index = scannedTo; index < match.index; index += 1) if (xml.charCodeAt(index) === 10) line += 1;
    scannedTo = match.index;
    const id = match[1] ?? '';
    if (!lines.has(id)) lines.set(id, line);
  }
  return lines;
}

function validate(xml: string, file: string): void {
  const result = XMLValidator.validate(xml);
  if (result !== true) {
    throw new ApiDocError(
      { file, line: result.err.line },
      `malformed XML: ${result.err.msg} (column ${result.err.col})`,
    );
  }
}

function requireChild(parent: DocElement, name: string, file: string): DocElement {
  const child = parent.children.find((node): node is DocElement => node.type === 'element' && node.name === name);
  if (child === undefined) {
    throw new ApiDocError(
      { file },
      `<${parent.name}> has no <${name}>: this is not a .NET XML documentation file (expected <doc><assembly><name>…</name></assembly><members>…</members></doc>)`,
    );
  }
  return child;
}

function readAssemblyName(doc: DocElement, file: string): string {
  const nameElement = requireChild(requireChild(doc, 'assembly', file), 'name', file);
  const name = nameElement.children
    .map((node) => (node.type === 'text' ? node.text : ''))
    .join('')
    .trim();
  if (name === '') throw new ApiDocError({ file }, '<assembly><name> is empty');
  return name;
}

function readMembers(doc: DocElement, file: string, lines: Map<string, number>): RawMember[] {
  const members = requireChild(doc, 'members', file);
  const seen = new Set<string>();
  return members.children.flatMap((node): RawMember[] => {
    if (node.type === 'text') return [];
    if (node.name !== 'member') {
      throw new ApiDocError(
        { file },
        `unexpected <${node.name}> inside <members>: only <member name="…"> elements belong there`,
      );
    }
    const id = node.attributes.name?.trim();
    if (id === undefined || id === '') throw new ApiDocError({ file }, '<member> without a name attribute');
    const line = lines.get(id);
    if (seen.has(id)) throw new ApiDocError({ file, line, memberId: id }, 'member is documented twice');
    seen.add(id);
    return [{ id, line: line ?? 0, docs: node.children }];
  });
}

/** Reads a .NET XML documentation file; malformed XML or a foreign document is an error naming the file and line. */
export function readXmlDoc(xml: string, file: string): RawXmlDoc {
  validate(xml, file);
  const nodes = toDocNodes(asOrderedNodes(parser.parse(xml)), file, undefined);
  const doc = nodes.find((node): node is DocElement => node.type === 'element' && node.name === 'doc');
  if (doc === undefined)
    throw new ApiDocError({ file }, 'the root element is not <doc>: this is not a .NET XML documentation file');
  return { file, assembly: readAssemblyName(doc, file), members: readMembers(doc, file, memberLines(xml)) };
}
