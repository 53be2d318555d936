/**
 * Remark plugin: a ```csharp block marked nocompile="reason" tells the reader so in its title bar, because a
 * reader copying it should know it will not build as shown. The sample check (npm run check:samples)
 * compiles every other C# block.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { csharpLanguages, metaAttributes, readSampleMeta } from './sampleMeta';

/** The title a not-compiled block shows: its own title, if any, then the reason. */
function notCompiledTitle(title: string | undefined, reason: string): string {
  const note = `Not compiled: ${reason}`;
  return title ? `${title} · ${note}` : note;
}

function withTitle(meta: string, title: string): string {
  // Docusaurus reads title="…" from the meta string; a double quote inside would end it early.
  const quoted = `title="${title.replace(/"/g, "'")}"`;
  const withoutTitle = meta.replace(/\btitle=(?:"[^"]*"|'[^']*'|\S+)/, '').trim();
  return `${withoutTitle} ${quoted}`.trim();
}

export function markNotCompiled(code: Code): void {
  if (!code.lang || !csharpLanguages.has(code.lang)) return;
  const meta = readSampleMeta(code.meta);
  if (!meta.ok || meta.mode.kind !== 'nocompile') return;
  const title = metaAttributes(code.meta).get('title');
  code.meta = withTitle(
    code.meta ?? '',
    notCompiledTitle(typeof title === 'string' ? title : undefined, meta.mode.reason),
  );
}

export default function remarkNotCompiledTitle() {
  return (tree: Root): void => visit(tree, 'code', markNotCompiled);
}
