/**
 * Pages for AI assistants and tools: after the build, every page's Markdown copy at its route plus `.md`,
 * `/llms.txt`, `/llms-full.txt`, and the same list as data for the MCP endpoint (`/page-markdown.json`).
 * Two of each list: the site's, of every page outside the staff section, at the site's root; and the staff's, in the
 * staff section's folder, which scripts/build.ts moves into `build/staff` and the server serves to staff alone: the
 * section's pages in `page-markdown.json`, every page of the site in llms.txt and llms-full.txt.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { isInStaffSection, staffSectionPrefix } from '../../contract/audience';
import { llmsPaths, markdownPathOf, pageManifestPath, type PageManifestEntry } from '../../contract/pageMarkdown';
import { groupBySection, llmsFullTxt, llmsTxt, optionalSection, type MarkdownPage, type SiteSummary } from './llmsTxt';
import type { PageSource } from './toMarkdown';
import { startConversionThread, type ConversionThread } from './conversionThread';
import { createMarkdownCache, markdownOfEach, type MarkdownCache } from './markdownCache';
import { codeFingerprint } from '../shared/codeFingerprint';
import { offeredCopies, type PageMarkdownCopy } from './offeredCopies';

export interface PageMarkdownOptions {
  /** The block-quoted summary under the title of llms.txt. */
  summary: string;
  /** llms.txt section per docs plugin id, in the order listed; pages outside docs go under `fallback`. */
  sections: { byDocsPluginId: Readonly<Record<string, string>>; fallback: string };
  /** Routes listed under llms.txt's "Optional" section: the generated API reference, which is large. */
  optionalRoutePrefixes: readonly string[];
  /** Folder of the converted pages kept between builds (./markdownCache.ts), relative to the site folder. */
  cacheDirectory: string;
}

/** What the conversion depends on besides the page: this plugin's code and the card data its components list. */
const conversionCode = [__dirname, 'src/components/SectionCards/cards.ts'];

interface PageOfBuild {
  route: string;
  title: string;
  description: string;
  section: string;
  sourceFile: string;
}

function sourceFileOf(siteDir: string, aliasedSource: string): string {
  return path.join(siteDir, aliasedSource.replace(/^@site\//, ''));
}

function docsPages(
  context: LoadContext,
  options: PageMarkdownOptions,
  contentById: Record<string, unknown>,
): PageOfBuild[] {
  return Object.entries(contentById).flatMap(([pluginId, content]) => {
    const section = options.sections.byDocsPluginId[pluginId] ?? options.sections.fallback;
    return (content as DocsContent).loadedVersions.flatMap((version) =>
      version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          section: options.optionalRoutePrefixes.some((prefix) => doc.permalink.startsWith(prefix))
            ? optionalSection
            : section,
          sourceFile: sourceFileOf(context.siteDir, doc.source),
        })),
    );
  });
}

function markdownPages(
  context: LoadContext,
  options: PageMarkdownOptions,
  contentById: Record<string, unknown>,
): PageOfBuild[] {
  return Object.values(contentById).flatMap((content) =>
    (content as PagesContent).flatMap((page) =>
      page.type === 'mdx' && !page.unlisted
        ? [
            {
              route: page.permalink,
              title: page.title ?? page.frontMatter.title ?? context.siteConfig.title,
              description: page.description ?? page.frontMatter.description ?? '',
              section: options.sections.fallback,
              sourceFile: sourceFileOf(context.siteDir, page.source),
            },
          ]
        : [],
    ),
  );
}

/**
 * Writes a file at a site path of the build. Synchronously, as are the pages' sources read: hundreds of small files,
 * each a promise and a trip through libuv's thread pool, took the main thread several times as long as reading and
 * writing them in turn, and a warm build waits for nothing else here.
 */
function writeInto(outDir: string, sitePath: string, text: string): void {
  const file = path.join(outDir, ...sitePath.slice(1).split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function manifestOf(sections: ReadonlyArray<readonly [string, readonly MarkdownPage[]]>): PageManifestEntry[] {
  return sections.flatMap(([, sectionPages]) =>
    sectionPages.map(({ route, title, description, section }) => ({
      route,
      title,
      description,
      section,
      markdown: markdownPathOf(route),
    })),
  );
}

/** Every page's Markdown copy, made from the sources alone, with what the report after the build says of them. */
interface MadeCopies {
  copies: Array<{ page: PageOfBuild; markdown: string }>;
  takenAsOffered: number;
  cache: MarkdownCache;
}

async function makeCopies(
  context: LoadContext,
  options: PageMarkdownOptions,
  pages: readonly PageOfBuild[],
  offered: ReadonlyMap<string, PageMarkdownCopy>,
): Promise<MadeCopies> {
  const cache = createMarkdownCache(
    path.resolve(context.siteDir, options.cacheDirectory),
    codeFingerprint(context.siteDir, conversionCode),
  );
  const sources = pages.map((page) => ({
    ...page,
    source: readFileSync(page.sourceFile, 'utf8'),
    file: path.relative(context.siteDir, page.sourceFile),
  }));
  // Started only when a page is neither in the cache nor offered by its generator: a warm build never loads it.
  let thread: ConversionThread | undefined;
  let takenAsOffered = 0;
  const convert = (input: PageSource) => {
    const copy = offered.get(path.resolve(context.siteDir, input.file));
    if (copy?.source === input.source) {
      takenAsOffered += 1;
      return copy.markdown;
    }
    thread ??= startConversionThread();
    return thread.convert(input);
  };
  const copies = await markdownOfEach(cache, sources, convert).finally(() => thread?.close());
  return { copies, takenAsOffered, cache };
}

export default function pageMarkdownPlugin(context: LoadContext, options: PageMarkdownOptions): Plugin {
  let pages: PageOfBuild[] = [];
  let offered = new Map<string, PageMarkdownCopy>();
  let making: Promise<MadeCopies> | undefined;
  return {
    name: 'page-markdown',
    allContentLoaded({ allContent }) {
      pages = [
        ...docsPages(context, options, allContent['docusaurus-plugin-content-docs'] ?? {}),
        ...markdownPages(context, options, allContent['docusaurus-plugin-content-pages'] ?? {}),
      ];
      offered = offeredCopies(allContent);
    },
    configureWebpack(config, isServer) {
      // The copies need the sources alone, so a build starts them as the bundler starts, once its configuration is
      // made: the conversion thread then converts while the site bundles and renders, on a core the bundler leaves
      // idle at times, instead of in postBuild beside the search indexing (a cold build's 72 pages, 3 s of a thread).
      // The dev server makes no copies.
      if (!isServer && config.mode === 'production' && !making) {
        making = nextTurn().then(() => makeCopies(context, options, pages, offered));
        // Awaited, and any failure reported, in postBuild.
        making.catch(() => {});
      }
      return {};
    },
    async postBuild({ outDir }) {
      const started = performance.now();
      const { copies, takenAsOffered, cache } = await (making ?? makeCopies(context, options, pages, offered));
      const written: MarkdownPage[] = copies.map(({ page: { route, title, description, section }, markdown }) => ({
        route,
        title,
        description,
        section,
        markdown,
      }));
      for (const page of written) writeInto(outDir, markdownPathOf(page.route), page.markdown);
      const site: SiteSummary = {
        title: context.siteConfig.title,
        summary: options.summary,
        url: context.siteConfig.url.replace(/\/$/, ''),
      };
      const staffWritten = written.filter((page) => isInStaffSection(page.route));
      const siteWritten = written.filter((page) => !isInStaffSection(page.route));
      // The staff's llms.txt lists the site's sections first, in their order, then the staff section.
      const staffSections = new Set(staffWritten.map((page) => page.section));
      const sectionOrder = [...Object.values(options.sections.byDocsPluginId), options.sections.fallback].sort(
        (a, b) => Number(staffSections.has(a)) - Number(staffSections.has(b)),
      );
      const everyPage = groupBySection(written, sectionOrder);
      const sitePages = groupBySection(siteWritten, sectionOrder);
      const staffPages = groupBySection(staffWritten, sectionOrder);
      const staffFile = (sitePath: string) => `${staffSectionPrefix}${sitePath.slice(1)}`;
      writeInto(outDir, llmsPaths.index, llmsTxt(site, sitePages));
      writeInto(outDir, llmsPaths.full, llmsFullTxt(site, sitePages));
      writeInto(outDir, pageManifestPath, JSON.stringify(manifestOf(sitePages)));
      writeInto(outDir, staffFile(llmsPaths.index), llmsTxt(site, everyPage));
      writeInto(outDir, staffFile(llmsPaths.full), llmsFullTxt(site, everyPage));
      writeInto(outDir, staffFile(pageManifestPath), JSON.stringify(manifestOf(staffPages)));
      const { converted, reused } = await cache.finish();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `[page-markdown] Wrote ${written.length} Markdown pages (${converted - takenAsOffered} converted, ${takenAsOffered} from their generator, ${reused} from the cache), llms.txt and llms-full.txt, ${seconds} s after the site was written.`,
      );
    },
  };
}
