/**
 * What the meta string of a ```csharp block says about compiling it. Shared by the sample check
 * (scripts/docs-check), which compiles the block, and the remark plugin, which shows a reader why a
 * block is not compiled.
 *
 *   ```csharp                                   a whole file: compiled as written
 *   ```csharp fragment=class-body               members of a class module, wrapped in one
 *   ```csharp fragment=method-body              statements, wrapped in ACECalculations() of a class module
 *   ```csharp nocompile="needs the xunit package"   not compiled; the reason is shown above the code
 */

/** The contexts a fragment can be wrapped in (scripts/docs-check/compilationUnit.ts builds them). */
const fragmentContexts = ['class-body', 'method-body'] as const;
export type FragmentContext = (typeof fragmentContexts)[number];

export type SampleMode =
  | { kind: 'file' }
  | { kind: 'fragment'; context: FragmentContext }
  | { kind: 'nocompile'; reason: string };

export type SampleMeta = { ok: true; mode: SampleMode } | { ok: false; message: string };

/** Languages that mean C# in a fence. */
export const csharpLanguages: ReadonlySet<string> = new Set(['csharp', 'cs', 'c#']);

/** key, key=value, key="value with spaces" or key='value', in the shape Docusaurus reads `title="…"`. */
export function metaAttributes(meta: string | null | undefined): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  for (const match of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    const [, key = '', doubleQuoted, singleQuoted, bare] = match;
    attributes.set(key, doubleQuoted ?? singleQuoted ?? bare ?? true);
  }
  return attributes;
}

export function readSampleMeta(meta: string | null | undefined): SampleMeta {
  const attributes = metaAttributes(meta);
  const fragment = attributes.get('fragment');
  const nocompile = attributes.get('nocompile');
  if (fragment !== undefined && nocompile !== undefined) {
    return { ok: false, message: 'a block is either a fragment or nocompile, not both' };
  }
  if (nocompile !== undefined) {
    if (nocompile === true || nocompile.trim() === '') {
      return {
        ok: false,
        message: 'nocompile needs a reason for the reader: nocompile="why this block does not compile"',
      };
    }
    return { ok: true, mode: { kind: 'nocompile', reason: nocompile.trim() } };
  }
  if (fragment !== undefined) {
    const context = fragmentContexts.find((name) => name === fragment);
    if (!context) {
      return { ok: false, message: `fragment needs a context: fragment=${fragmentContexts.join(' or fragment=')}` };
    }
    return { ok: true, mode: { kind: 'fragment', context } };
  }
  return { ok: true, mode: { kind: 'file' } };
}

/**
 * The meta string an XML documentation `<code>` element stands for: its `fragment`, `nocompile`, `run` and `output`
 * attributes mean what they mean after a fence (`<code fragment="method-body">`, `<code nocompile="reason">`), and
 * `data` marks the YAML an example that runs is seeded with. The API reference
 * writes it after the block's fence, and the sample check reads it, so both treat the example as a page's block.
 */
export function codeElementMeta(attributes: Readonly<Record<string, string>>): string {
  const parts: string[] = [];
  if (attributes.fragment !== undefined) parts.push(`fragment=${attributes.fragment}`);
  if (attributes.nocompile !== undefined) parts.push(`nocompile="${attributes.nocompile.replace(/"/g, "'")}"`);
  // An example that runs, the data it runs on and its output (scripts/docs-check/sampleRuns.ts) keep their marks,
  // and the output and data read as such above the block.
  if (attributes.run !== undefined) parts.push(`run=${attributes.run}`);
  if (attributes.data !== undefined) parts.push(`data=${attributes.data} title="Data the example runs on"`);
  if (attributes.output !== undefined) parts.push(`output=${attributes.output} title="Output"`);
  return parts.join(' ');
}
