/**
 * Markdown copies offered by the plugin that generates a page (plugins/page-markdown/offeredCopies.ts): taken as they
 * are when the page on disk is the text they were made from, and otherwise not trusted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pageMarkdownPlugin from '@site/plugins/page-markdown';
import type { OfferedPageMarkdown } from '@site/plugins/page-markdown/offeredCopies';

const sites: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

const pageText = '---\ntitle: Flow meter\n---\n\nimport X from "@site/x";\n\n# Flow meter\n\nReads the flow.\n';

/** Builds one page's Markdown copy with the plugin, the generator offering `offered` for it. */
async function copyOfPage(offered: (file: string) => OfferedPageMarkdown): Promise<string> {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const siteDir = mkdtempSync(path.join(tmpdir(), 'offered-copies-'));
  sites.push(siteDir);
  const file = path.join(siteDir, 'gsharp', 'FlowMeter.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageText);
  // Part of the conversion cache's key (plugins/shared/codeFingerprint.ts), read from the site folder.
  writeFileSync(path.join(siteDir, 'package-lock.json'), '{}');
  mkdirSync(path.join(siteDir, 'src', 'components', 'SectionCards'), { recursive: true });
  writeFileSync(path.join(siteDir, 'src', 'components', 'SectionCards', 'cards.ts'), '');
  const outDir = path.join(siteDir, 'build');
  // The plugin reads the site folder, title and address from the load context; a full one would be noise here.
  const context = { siteDir, siteConfig: { title: 'Tideline Docs', url: 'https://docs.example' } } as LoadContext;
  const plugin = pageMarkdownPlugin(context, {
    summary: 'Docs.',
    sections: { byDocsPluginId: { gsharp: 'gSharp' }, fallback: 'Site' },
    optionalRoutePrefixes: [],
    cacheDirectory: 'cache',
  }) as Plugin;
  const doc = {
    permalink: '/gSharp/FlowMeter',
    title: 'Flow meter',
    description: '',
    source: '@site/gsharp/FlowMeter.md',
  };
  await plugin.allContentLoaded?.({
    allContent: {
      'docusaurus-plugin-content-docs': { gsharp: { loadedVersions: [{ docs: [doc] }] } },
      'gsharp-api': { default: offered(file) },
    },
    actions: {} as never,
  });
  // postBuild reads only the output folder.
  await plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  return readFileSync(path.join(outDir, 'gSharp', 'FlowMeter.md'), 'utf8');
}

describe('Markdown copies offered by the plugin that generated the page', () => {
  it('are written as they are when the page is the text they were made from', async () => {
    const copy = await copyOfPage((file) => ({
      pageMarkdownCopies: [{ file, source: pageText, markdown: '# Flow meter\n\nOffered copy.\n' }],
    }));
    expect(copy).toBe('# Flow meter\n\nOffered copy.\n');
  });

  it('are not trusted for a page changed since they were made: the page is converted', async () => {
    const copy = await copyOfPage((file) => ({
      pageMarkdownCopies: [{ file, source: 'an older text', markdown: '# Flow meter\n\nOffered copy.\n' }],
    }));
    expect(copy).toBe('# Flow meter\n\nReads the flow.\n');
  });
});
