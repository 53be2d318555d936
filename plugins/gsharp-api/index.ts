import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { CSharpParser } from './csharp/parser';
import type { GeneratedReference } from './generate';
import { resolveSettings, type GsharpApiOptions, type GsharpApiSettings } from './options';
import { readReferenceInputs, type ReferenceInputs } from './referenceInputs';
import { listFilesSync } from '../shared/listFiles';
import { movedAddressesFile } from '../../contract/movedAddresses';
import type { OfferedPageMarkdown, PageMarkdownCopy } from '../page-markdown/offeredCopies';

export type { GsharpApiOptions } from './options';

/**
 * The generator and the C# parser, loaded when pages are to be made: a warm build, which finds them made from the same
 * inputs, never loads them (0.14 s of one core before Docusaurus can start on the site, bench/REPORT.md).
 */
async function loadGenerator() {
  const [{ loadCSharpParser }, { referenceFromSettings }, { writeReference }] = await Promise.all([
    import('./csharp/parser'),
    import('./referenceFromSettings'),
    import('./writeReference'),
  ]);
  return { loadCSharpParser, referenceFromSettings, writeReference };
}

function report(reference: GeneratedReference, settings: GsharpApiSettings, startedAt: number): void {
  for (const warning of reference.warnings) console.warn(`[gsharp-api] warning: ${warning.message}`);
  const elapsed = Math.round(performance.now() - startedAt);
  console.info(
    `[gsharp-api] ${reference.memberCount} members of ${settings.xmlFile} -> ${reference.pageCount} pages in ${elapsed} ms`,
  );
}

// From the module's address rather than __dirname, which `npm run build` (an ES module script) does not define.
const generatorDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the pages were made from: the XML, the C# reference source, the settings and this generator's own source.
 * A warm rebuild, and the dev server started again, find the pages already made from the same inputs and skip the work.
 */
function fingerprint(settings: GsharpApiSettings, inputs: ReferenceInputs): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(inputs))
    .update('\0')
    .update(JSON.stringify({ ...settings, siteDir: undefined }));
  for (const source of listFilesSync(generatorDir, '**/*.ts')) hash.update('\0').update(readFileSync(source));
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

/** The Markdown copies of the pages written, as plugins/page-markdown takes them instead of reading each page again. */
function markdownCopiesOf(settings: GsharpApiSettings, reference: GeneratedReference): PageMarkdownCopy[] {
  return reference.files.flatMap(({ path: file, content, markdownCopy }) =>
    markdownCopy === undefined
      ? []
      : [{ file: path.join(settings.outputPath, ...file.split('/')), source: content, markdown: markdownCopy }],
  );
}

/**
 * Keeps the reference pages in step with their inputs: `update` regenerates them when the inputs changed since the
 * pages on disk were made, and otherwise only hashes the inputs. `markdownCopies` are those of the pages this process
 * last generated, none if it found them made already every time.
 */
function referenceUpdater(
  siteDir: string,
  options: GsharpApiOptions,
): { update: () => Promise<void>; markdownCopies: () => PageMarkdownCopy[] } {
  const settings = resolveSettings(siteDir, options);
  let parser: CSharpParser | undefined;
  let generatedFrom: string | undefined;
  let markdownCopies: PageMarkdownCopy[] = [];
  return {
    markdownCopies: () => markdownCopies,
    async update() {
      const inputs = readReferenceInputs(settings);
      const madeFrom = fingerprint(settings, inputs);
      if (madeFrom === generatedFrom) return;
      if (readStamp(settings) !== madeFrom) {
        const startedAt = performance.now();
        const generator = await loadGenerator();
        parser ??= await generator.loadCSharpParser(siteDir);
        const reference = generator.referenceFromSettings(settings, parser, inputs);
        generator.writeReference(settings.outputPath, reference.files);
        report(reference, settings, startedAt);
        markdownCopies = markdownCopiesOf(settings, reference);
        writeFileSync(stampFile(settings), `${madeFrom}\n`);
      }
      generatedFrom = madeFrom;
    },
  };
}

/**
 * The gSharp API reference: joins the C# reference source to the compiler's XML documentation file and writes one
 * Markdown page per namespace, type, member and overload group into a folder the docs plugin serves. The pages are
 * written before the plugin function resolves, so they exist before any docs plugin loads its content.
 */
export default async function gsharpApiPlugin(
  context: LoadContext,
  options: GsharpApiOptions,
): Promise<Plugin<OfferedPageMarkdown>> {
  const settings = resolveSettings(context.siteDir, options);
  const reference = referenceUpdater(context.siteDir, options);
  await reference.update();
  return {
    name: 'gsharp-api',
    getPathsToWatch: () => [settings.xmlPath, ...settings.referenceFiles.map((file) => file.path)],
    // The dev server calls loadContent again when a watched path changes; the docs plugin then sees the new pages.
    async loadContent() {
      await reference.update();
      return { pageMarkdownCopies: reference.markdownCopies() };
    },
    // The old overload addresses travel with the build, where the site server and the nginx map read them.
    async postBuild({ outDir }) {
      copyFileSync(path.join(settings.outputPath, movedAddressesFile), path.join(outDir, movedAddressesFile));
    },
  };
}
