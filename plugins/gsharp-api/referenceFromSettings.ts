/**
 * The API reference generated from the plugin's resolved settings and the two inputs on disk, in memory: the plugin
 * writes it out, and the writer's checks (scripts/docs-check/) read it, so both see the same pages.
 */
import type { CSharpParser } from './csharp/parser';
import { generateReference, type GeneratedReference } from './generate';
import type { GsharpApiSettings } from './options';
import { readReferenceInputs, type ReferenceInputs } from './referenceInputs';

export function referenceFromSettings(
  settings: GsharpApiSettings,
  parser: CSharpParser,
  inputs: ReferenceInputs = readReferenceInputs(settings),
): GeneratedReference {
  return generateReference({
    xml: inputs.xml,
    xmlFile: settings.xmlFile,
    csharp: inputs.csharp,
    parser,
    base: settings.base,
    externalNamespaces: settings.externalNamespaces,
    missingSummary: settings.missingSummary,
  });
}
