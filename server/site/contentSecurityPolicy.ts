/**
 * The Content-Security-Policy the built site passes. Docusaurus inlines a few scripts (colour mode,
 * announcement bar); rather than allowing every inline script, their hashes are collected from the builds
 * at start-up. Pages the server writes itself add a per-response nonce.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Attributes may be unquoted in minified HTML; JSON data blocks never run, so they need no hash.
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Every distinct inline-script hash in the given build directories. */
export async function collectInlineScriptHashes(buildDirs: string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const dir of buildDirs) {
    for await (const file of htmlFiles(dir)) {
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
