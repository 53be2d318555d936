/**
 * The Content-Security-Policy the built site passes. Docusaurus inlines a few scripts (colour mode,
 * announcement bar); rather than allowing every inline script, their hashes are collected from the builds
 * at start-up. Pages the server writes itself add a per-response nonce.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from 'parse5';
import { listFiles } from '../../plugins/shared/listFiles.js';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

// A script of any other type is a data block (JSON-LD, say): the browser never runs it, so it needs no hash.
const scriptTypes = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function isInlineRunnableScript(element: Element): boolean {
  if (defaultTreeAdapter.getTagName(element) !== 'script') return false;
  const attributes = new Map(defaultTreeAdapter.getAttrList(element).map(({ name, value }) => [name, value]));
  const type = attributes.get('type')?.trim() ?? '';
  return !attributes.has('src') && (type === '' || scriptTypes.test(type));
}

/** The text of every element of the tree that the browser would run as an inline script, in document order. */
function inlineScriptTexts(node: ParentNode): string[] {
  const texts: string[] = [];
  for (const child of defaultTreeAdapter.getChildNodes(node)) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    if (isInlineRunnableScript(child)) {
      texts.push(
        defaultTreeAdapter
          .getChildNodes(child)
          .map((text) => (defaultTreeAdapter.isTextNode(text) ? defaultTreeAdapter.getTextNodeContent(text) : ''))
          .join(''),
      );
    }
    // A template's markup is parsed into a fragment of its own; a script in it runs once the template is used.
    texts.push(...inlineScriptTexts('content' in child ? child.content : child));
  }
  return texts;
}

/**
 * The CSP hash of each inline script of a page. The page is parsed as a browser parses it, so what is hashed is the
 * text the browser checks: a `</script>` inside an attribute, an uppercase tag or a `>` in an attribute value cannot
 * shift where a script starts or ends, as they could for a pattern over the markup.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScriptTexts(parse(html))
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** Every distinct inline-script hash in the given build directories. */
export async function collectInlineScriptHashes(buildDirs: string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const dir of buildDirs) {
    for (const file of await listFiles(dir, '**/*.html')) {
      for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  nonce?: string;
  /** Extra origins the browser may query, e.g. Algolia when it is configured. */
  connectSources?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes, nonce, connectSources = [] }: PolicyOptions): string {
  const scriptSources = ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...(nonce ? [`'nonce-${nonce}'`] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React and Mermaid set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
