import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import gsharpApiPlugin from '@site/plugins/gsharp-api';
import { fixture, frontMatterValue } from './helpers';

const options = { xmlFile: 'gsharp/api/GSharp.xml', outputDir: 'gsharp/Development/Namespaces', routeBasePath: '/gSharp/Development/Namespaces' };
const sites: string[] = [];

/** A site folder holding only the XML file; the plugin reads nothing else from the load context. */
function siteWith(xml: string): { siteDir: string; context: LoadContext } {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'gsharp-site-'));
  sites.push(siteDir);
  mkdirSync(path.join(siteDir, 'gsharp', 'api'), { recursive: true });
  writeFileSync(path.join(siteDir, options.xmlFile), xml);
  // The plugin uses siteDir alone; a full LoadContext would be noise here.
  return { siteDir, context: { siteDir } as LoadContext };
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

describe('the gsharp-api Docusaurus plugin', () => {
  it('has written the pages by the time the plugin function returns', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(fixture('flow-meter.xml'));
    gsharpApiPlugin(context, options);
    const page = readFileSync(path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'FlowMeter', 'index.md'), 'utf8');
    expect(frontMatterValue(page, 'slug')).toBe('/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter');
  });

  it('leaves pages made from the same XML by the same generator alone, so the second audience build skips the work', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { context } = siteWith(fixture('flow-meter.xml'));
    gsharpApiPlugin(context, options);
    gsharpApiPlugin(context, options);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('asks Docusaurus to watch the XML file', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(fixture('flow-meter.xml'));
    expect(gsharpApiPlugin(context, options).getPathsToWatch?.()).toEqual([path.join(siteDir, options.xmlFile)]);
  });

  it('regenerates when the dev server reloads it after the XML changed', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(fixture('flow-meter.xml'));
    const plugin = gsharpApiPlugin(context, options);
    writeFileSync(path.join(siteDir, options.xmlFile), fixture('flow-meter.xml').replace('A sliding window of readings.', 'A moving window of readings.'));
    await plugin.loadContent?.();
    expect(readFileSync(path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'Window-1', 'index.md'), 'utf8')).toContain('A moving window of readings.');
  });

  it('prints each warning with the file and member', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    gsharpApiPlugin(siteWith(fixture('missing-summary.xml')).context, options);
    expect(warn).toHaveBeenCalledWith('[gsharp-api] warning: gsharp/api/GSharp.xml:13 M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>');
  });

  it('fails on bad XML and leaves the previous pages in place', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { siteDir, context } = siteWith(fixture('flow-meter.xml'));
    gsharpApiPlugin(context, options);
    writeFileSync(path.join(siteDir, options.xmlFile), fixture('unknown-cref.xml'));
    expect(() => gsharpApiPlugin(context, options)).toThrow(/gsharp\/api\/GSharp\.xml:10 M:Tideline\.Fixture\.Flow\.FlowMeter\.Read: unknown cref/);
    expect(existsSync(path.join(siteDir, options.outputDir, 'Tideline.Fixture.Flow', 'FlowMeter', 'index.md'))).toBe(true);
  });

  it('refuses an output folder outside the site, since it deletes it on every run', () => {
    const { context } = siteWith(fixture('flow-meter.xml'));
    expect(() => gsharpApiPlugin(context, { ...options, outputDir: '..' })).toThrow(/must be a folder inside the site/);
  });

  it('refuses incomplete options with a readable message', () => {
    const { context } = siteWith(fixture('flow-meter.xml'));
    expect(() => gsharpApiPlugin(context, { ...options, routeBasePath: 'gSharp/Development/Namespaces' })).toThrow(/gsharp-api: invalid options/);
  });
});
