import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateReference, type GeneratedReference } from './generate';
import { resolveSettings, type GsharpApiOptions, type GsharpApiSettings } from './options';
import { writeReference } from './writeReference';

export type { GsharpApiOptions } from './options';

/** Generates the pages and replaces the output folder; returns what was written so callers can report it. */
export function runGenerator(settings: GsharpApiSettings, xml = readFileSync(settings.xmlPath, 'utf8')): GeneratedReference {
  const reference = generateReference({
    xml,
    xmlFile: settings.xmlFile,
    base: settings.base,
    externalNamespaces: settings.externalNamespaces,
    missingSummary: settings.missingSummary,
  });
  writeReference(settings.outputPath, reference.files);
  return reference;
}

function report(reference: GeneratedReference, settings: GsharpApiSettings, startedAt: number): void {
  for (const warning of reference.warnings) console.warn(`[gsharp-api] warning: ${warning.message}`);
  const elapsed = Math.round(performance.now() - startedAt);
  console.info(`[gsharp-api] ${reference.memberCount} members of ${settings.xmlFile} -> ${reference.pageCount} pages in ${elapsed} ms`);
}

/**
 * What the pages were made from: the XML, the settings and this generator's own source. Both audiences' builds (and a
 * warm rebuild) find the pages already made from the same inputs and skip the work.
 */
function fingerprint(settings: GsharpApiSettings, xml: string): string {
  const hash = createHash('sha256').update(xml).update('\0').update(JSON.stringify({ ...settings, siteDir: undefined }));
  const sources = readdirSync(__dirname, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const source of sources) hash.update('\0').update(readFileSync(source));
  return hash.digest('hex');
}

const stampFile = (settings: GsharpApiSettings) => path.join(settings.outputPath, '.generated-from');

function readStamp(settings: GsharpApiSettings): string {
  try {
    return readFileSync(stampFile(settings), 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * The gSharp API reference: reads the compiler's XML documentation file and writes one Markdown page per namespace,
 * type, member and overload group into a folder the docs plugin serves. It writes synchronously while plugins are
 * being created, so the pages exist before the docs plugin loads its content.
 */
export default function gsharpApiPlugin(context: LoadContext, options: GsharpApiOptions): Plugin {
  const settings = resolveSettings(context.siteDir, options);
  let generatedFrom: string | undefined;

  const regenerateIfChanged = (): void => {
    const xml = readFileSync(settings.xmlPath, 'utf8');
    if (xml === generatedFrom) return;
    const inputs = fingerprint(settings, xml);
    if (readStamp(settings) !== inputs) {
      const startedAt = performance.now();
      report(runGenerator(settings, xml), settings, startedAt);
      writeFileSync(stampFile(settings), `${inputs}\n`);
    }
    generatedFrom = xml;
  };

  regenerateIfChanged();
  return {
    name: 'gsharp-api',
    getPathsToWatch: () => [settings.xmlPath],
    // The dev server calls loadContent again when a watched path changes; the docs plugin then sees the new pages.
    loadContent: () => {
      regenerateIfChanged();
    },
  };
}
