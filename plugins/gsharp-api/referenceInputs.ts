/**
 * What the API reference is made from, as it is on disk now: the compiler's XML documentation file and the C#
 * reference source. Apart from the generator, so a build that finds the pages already made from the same inputs reads
 * them without loading it.
 */
import { readFileSync } from 'node:fs';
import type { CSharpSource } from './csharp/readDeclarations';
import type { GsharpApiSettings } from './options';

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
