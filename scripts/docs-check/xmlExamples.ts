/**
 * The C# `<code>` blocks of the gSharp XML documentation (mostly inside `<example>`), which the API reference shows
 * as fenced blocks: read as samples so the sample check compiles them like a page's blocks. A `<code>` element's
 * `fragment` and `nocompile` attributes are its meta string (plugins/csharp-samples/sampleMeta.ts codeElementMeta).
 */
import { parse as parseYaml } from 'yaml';
import { codeElementMeta, csharpLanguages, readSampleMeta } from '../../plugins/csharp-samples/sampleMeta';
import { dedent } from '../../plugins/gsharp-api/whitespace';
import { isElement, textContent, type DocElement, type DocNode } from '../../plugins/gsharp-api/docNodes';
import { readXmlDoc } from '../../plugins/gsharp-api/readXmlDoc';
import type { PageSamples } from './csharpSamples';
import type { OutputBlock, SeedSource } from './sampleRuns';

/**
 * A data block's YAML, with an unquoted date read as a date, as Docusaurus reads the `sample_runs` of a page's front
 * matter: the same seed means the same run whether a page or the API reference states it.
 */
function readSeedYaml(text: string): unknown {
  return parseYaml(text, { customTags: ['timestamp'] });
}

/**
 * The examples of an XML file, with what the runnable ones need: `<code language="text" output="ID">` blocks and the
 * data of `<code language="yaml" data="ID">` blocks, which the API reference shows like any example.
 */
export interface XmlExamples extends PageSamples {
  outputs: Map<string, OutputBlock[]>;
  seeds: Map<string, SeedSource>;
}

function codeElements(nodes: readonly DocNode[]): DocElement[] {
  return nodes.flatMap((node) => (!isElement(node) ? [] : node.name === 'code' ? [node] : codeElements(node.children)));
}

/** Line of each `<code` tag of one member, in document order; the XML reader keeps no positions below `<member>`. */
function codeTagLines(xml: string, memberLine: number, count: number): number[] {
  const lines = xml.split('\n');
  const found: number[] = [];
  for (let index = memberLine - 1; index < lines.length && found.length < count; index += 1) {
    for (const _ of (lines[index] ?? '').matchAll(/<code[\s>]/g)) found.push(index + 1);
  }
  return found;
}

const isCsharp = (code: DocElement) =>
  csharpLanguages.has((code.attributes.language ?? code.attributes.lang ?? 'csharp').toLowerCase());

/** The code of a `<code>` element whose tag is on `tagLine`, and the line its code starts on. */
function codeFrom(code: DocElement, tagLine: number): { firstLine: number; code: string } {
  const text = textContent(code.children).trimEnd();
  // Usually the code starts on the line after the tag; then the tag's line is the block's fence line, as on a page.
  const afterTag = /^[ \t]*\r?\n/.exec(text);
  return afterTag
    ? { firstLine: tagLine + 1, code: text.slice(afterTag[0].length) }
    : { firstLine: tagLine, code: text };
}

/**
 * Every C# `<code>` block of an XML documentation file. `file` is the repository-relative path; each sample's
 * `subject` is the documentation ID of its member.
 */
export function xmlExamples(file: string, xml: string): XmlExamples {
  const result: XmlExamples = { samples: [], problems: [], outputs: new Map(), seeds: new Map() };
  for (const member of readXmlDoc(xml, file).members) {
    const codes = codeElements(member.docs);
    const lines = codeTagLines(xml, member.line, codes.length);
    codes.forEach((code, index) => {
      const line = lines[index] ?? member.line;
      const { output, data } = code.attributes;
      if (output !== undefined) {
        const { firstLine, code: text } = codeFrom(code, line);
        result.outputs.set(output, [
          ...(result.outputs.get(output) ?? []),
          { fence: firstLine - 1, text: dedent(text) },
        ]);
        return;
      }
      if (data !== undefined) {
        try {
          result.seeds.set(data, { line, raw: readSeedYaml(dedent(codeFrom(code, line).code)) });
        } catch (error) {
          result.problems.push({ file, line, message: `data=${data} is not YAML: ${(error as Error).message}` });
        }
        return;
      }
      if (!isCsharp(code)) return;
      const meta = readSampleMeta(codeElementMeta(code.attributes));
      if (!meta.ok) {
        result.problems.push({ file, line, message: `example of ${member.id}: ${meta.message}` });
        return;
      }
      const run = code.attributes.run;
      result.samples.push({
        page: file,
        ...codeFrom(code, line),
        mode: meta.mode,
        subject: member.id,
        ...(run === undefined ? {} : { run }),
      });
    });
  }
  return result;
}
