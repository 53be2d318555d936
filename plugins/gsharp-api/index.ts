import { readFileSync } from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadCSharpParser, type CSharpParser } from './csharp/parser';
import type { CSharpSource } from './csharp/readDeclarations';
import { generateReference, type GeneratedReference } from './generate';
import { resolveSettings, type GsharpApiOptions, type GsharpApiSettings } from './options';
import { writeReference } from './writeReference';

export type { GsharpApiOptions } from './options';

/** The two inputs as they are on disk now. */
interface Inputs {
  xml: string;
  csharp: CSharpSource[];
}

function readInputs(settings: GsharpApiSettings): Inputs {
  return {
    xml: readFileSync(settings.xmlPath, 'utf8'),
    csharp: settings.referenceFiles.map((reference) => ({ file: reference.file, text: readFileSync(reference.path, 'utf8') })),
  };
}

/** Generates the pages and replaces the output folder; returns what was written so callers can report it. */
export function runGenerator(settings: GsharpApiSettings, parser: CSharpParser, inputs: Inputs = readInputs(settings)): GeneratedReference {
  const reference = generateReference({
    xml: inputs.xml,
    xmlFile: settings.xmlFile,
    csharp: inputs.csharp,
    parser,
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
 * The gSharp API reference: joins the C# reference source to the compiler's XML documentation file and writes one
 * Markdown page per namespace, type, member and overload group into a folder the docs plugin serves. The pages are
 * written before the plugin function resolves, so they exist before any docs plugin loads its content.
 */
export default async function gsharpApiPlugin(context: LoadContext, options: GsharpApiOptions): Promise<Plugin> {
  const settings = resolveSettings(context.siteDir, options);
  const parser = await loadCSharpParser(context.siteDir);
  let generatedFrom: string | undefined;

  const regenerateIfChanged = (): void => {
    const inputs = readInputs(settings);
    const fingerprint = JSON.stringify(inputs);
    if (fingerprint === generatedFrom) return;
    const startedAt = performance.now();
    report(runGenerator(settings, parser, inputs), settings, startedAt);
    generatedFrom = fingerprint;
  };

  regenerateIfChanged();
  return {
    name: 'gsharp-api',
    getPathsToWatch: () => [settings.xmlPath, ...settings.referenceFiles.map((reference) => reference.path)],
    // The dev server calls loadContent again when a watched path changes; the docs plugin then sees the new pages.
    loadContent: () => {
      regenerateIfChanged();
    },
  };
}
