/**
 * The API reference generated from the plugin's resolved settings and the two inputs on disk, in memory: the plugin
 * writes it out, and the writer's checks (scripts/docs-check/) read it, so both see the same pages.
 */
import { readFileSync } from 'node:fs';
import type { CSharpParser } from './csharp/parser';
import type { CSharpSource } from './csharp/readDeclarations';
import { generateReference, type GeneratedReference } from './generate';
import type { GsharpApiSettings } from './options';

/** The two inputs as they are on disk now. */
export interface ReferenceInputs {
  xml: string;
  csharp: CSharpSource[];
}

export function readReferenceInputs(settings: GsharpApiSettings): ReferenceInputs {
  return {
    xml: readFileSync(settings.xmlPath, 'utf8'),
    csharp: settings.referenceFiles.map((reference) => ({
      file: reference.file,
      text: readFileSync(reference.path, 'utf8'),
    })),
  };
}

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
