import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import gsharpApiPlugin from '@site/plugins/gsharp-api';
import { declarationOf, fixture, flowMeter, frontMatterValue } from './helpers';

const options = {
  xmlFile: 'gsharp/api/GSharp.xml',
  referenceFiles: ['gsharp/api/ref/Tideline.Fixture.cs'],
  outputDir: 'gsharp/Development/Namespaces',
  routeBasePath: '/gSharp/Development/Namespaces',
};
const [referenceFile = ''] = options.referenceFiles;
const meterSource =
  'namespace Tideline.Fixture.Flow { public class FlowMeter { public double Read() { throw null; } } }';
const sites: string[] = [];

/** A site folder holding only the XML file and the reference source; the plugin reads nothing else from the load context. */
function siteWith(xml: string, csharp: string): { siteDir: string; context: LoadContext } {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'gsharp-site-'));
  sites.push(siteDir);
  mkdirSync(path.join(siteDir, 'gsharp', 'api', 'ref'), { recursive: true });
  writeFileSync(path.join(siteDir, options.xmlFile), xml);
  writeFileSync(path.join(siteDir, referenceFile), csharp);
  // The grammar is resolved from the site's node_modules, as Docusaurus would find it.
  symlinkSync(path.resolve('node_modules'), path.join(siteDir, 'node_modules'));
  // The plugin uses siteDir alone; a full LoadContext would be noise here.
  return { siteDir, context: { siteDir } as LoadContext };
}

/** What makes the pages, which a start on pages already made from the same inputs must not load. */
const generatorModules = [
  ...['referenceFromSettings', 'generate', 'csharp/parser', 'writeReference'].map(
    (module) => `@site/plugins/gsharp-api/${module}`,
  ),
  'web-tree-sitter',
];

afterEach(() => {
  vi.restoreAllMocks();
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

describe('the gsharp-api Docusaurus plugin', () => {
  it('has written the pages by the time the plugin is created', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await gsharpApiPlugin(context, options);
    const page = readFileSync(
      path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'FlowMeter', 'index.md'),
      'utf8',
    );
    expect(frontMatterValue(page, 'slug')).toBe('/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter');
  });

  it('leaves pages made from the same inputs by the same generator alone, so a warm build skips the work', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await gsharpApiPlugin(context, options);
    await gsharpApiPlugin(context, options);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('does not even load the generator when the pages were made from the same inputs', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await gsharpApiPlugin(context, options);
    // A new process, as the next build is: the plugin loaded afresh, and the generator and the parser unloadable.
    vi.resetModules();
    for (const generatorModule of generatorModules)
      vi.doMock(generatorModule, () => {
        throw new Error(`${generatorModule} was loaded`);
      });
    try {
      const { default: warmPlugin } = await import('@site/plugins/gsharp-api');
      await expect(warmPlugin(context, options)).resolves.toMatchObject({ name: 'gsharp-api' });
    } finally {
      for (const generatorModule of generatorModules) vi.doUnmock(generatorModule);
    }
  });

  it('asks Docusaurus to watch the XML file and the reference source', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(flowMeter.xml, flowMeter.csharp);
    expect((await gsharpApiPlugin(context, options)).getPathsToWatch?.()).toEqual([
      path.join(siteDir, options.xmlFile),
      path.join(siteDir, referenceFile),
    ]);
  });

  it('regenerates when the dev server reloads it after the XML changed', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(flowMeter.xml, flowMeter.csharp);
    const plugin = await gsharpApiPlugin(context, options);
    writeFileSync(
      path.join(siteDir, options.xmlFile),
      flowMeter.xml.replace('A sliding window of readings.', 'A moving window of readings.'),
    );
    await plugin.loadContent?.();
    expect(
      readFileSync(path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'Window-1', 'index.md'), 'utf8'),
    ).toContain('A moving window of readings.');
  });

  it('regenerates when the dev server reloads it after the reference source changed', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(flowMeter.xml, flowMeter.csharp);
    const plugin = await gsharpApiPlugin(context, options);
    writeFileSync(
      path.join(siteDir, referenceFile),
      flowMeter.csharp.replace('public double Read() {', 'public virtual double Read() {'),
    );
    await plugin.loadContent?.();
    const page = readFileSync(
      path.join(
        siteDir,
        options.outputDir,
        'Tideline.Fixture.Flow',
        'FlowMeter',
        'Methods',
        'Read',
        'no-parameters.md',
      ),
      'utf8',
    );
    expect(declarationOf(page).text).toBe('public virtual double Read();');
  });

  it('prints each warning with the file and member', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await gsharpApiPlugin(siteWith(fixture('missing-summary.xml'), meterSource).context, options);
    expect(warn).toHaveBeenCalledWith(
      '[gsharp-api] warning: gsharp/api/GSharp.xml:13 M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>',
    );
  });

  it('fails on bad XML and leaves the previous pages in place', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await gsharpApiPlugin(context, options);
    writeFileSync(path.join(siteDir, options.xmlFile), fixture('unknown-cref.xml'));
    writeFileSync(path.join(siteDir, referenceFile), meterSource);
    await expect(gsharpApiPlugin(context, options)).rejects.toThrow(
      /gsharp\/api\/GSharp\.xml:10 M:Tideline\.Fixture\.Flow\.FlowMeter\.Read: unknown cref/,
    );
    expect(existsSync(path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'FlowMeter', 'index.md'))).toBe(
      true,
    );
  });

  it('refuses an output folder outside the site, since it deletes it on every run', async () => {
    const { context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await expect(gsharpApiPlugin(context, { ...options, outputDir: '..' })).rejects.toThrow(
      /must be a folder inside the site/,
    );
  });

  it('refuses incomplete options with a readable message', async () => {
    const { context } = siteWith(flowMeter.xml, flowMeter.csharp);
    await expect(
      gsharpApiPlugin(context, { ...options, routeBasePath: 'gSharp/Development/Namespaces' }),
    ).rejects.toThrow(/gsharp-api: invalid options/);
  });
});
