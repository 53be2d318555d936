import { readFileSync } from 'node:fs';
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
    const startedAt = performance.now();
    report(runGenerator(settings, xml), settings, startedAt);
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
