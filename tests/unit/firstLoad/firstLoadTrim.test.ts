/**
 * FIRST_LOAD_TRIM: with it off, the build is Docusaurus's own output, so a Docusaurus upgrade that breaks a trim of
 * plugins/first-load (or the dev server's route registry rewrite) can ship before the trim is ported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import createConfig from '@site/docusaurus.config';
import { readFirstLoadTrim } from '@site/contract/firstLoadTrim';

type PluginEntry = string | [string, Record<string, unknown>] | false | null | undefined | object;

async function sitePlugins(firstLoadTrim: string | undefined): Promise<PluginEntry[]> {
  vi.stubEnv('FIRST_LOAD_TRIM', firstLoadTrim);
  return ((await createConfig()).plugins ?? []) as PluginEntry[];
}

const pluginNamed = (plugins: PluginEntry[], name: string) =>
  plugins.find((plugin) => plugin === name || (Array.isArray(plugin) && plugin[0] === name));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('FIRST_LOAD_TRIM', () => {
  it('is on unless set to false', () => {
    expect(readFirstLoadTrim({})).toBe(true);
    expect(readFirstLoadTrim({ FIRST_LOAD_TRIM: '' })).toBe(true);
    expect(readFirstLoadTrim({ FIRST_LOAD_TRIM: 'true' })).toBe(true);
    expect(readFirstLoadTrim({ FIRST_LOAD_TRIM: 'false' })).toBe(false);
    expect(readFirstLoadTrim({ FIRST_LOAD_TRIM: 'Off' })).toBe(false);
    expect(readFirstLoadTrim({ FIRST_LOAD_TRIM: '0' })).toBe(false);
  });

  it('refuses any other value with a message naming the setting', () => {
    expect(() => readFirstLoadTrim({ FIRST_LOAD_TRIM: 'maybe' })).toThrow(
      'FIRST_LOAD_TRIM must be true or false, got "maybe"',
    );
  });

  it('on, the site runs the first-load trims and the dev server drops the registry module ids', async () => {
    const plugins = await sitePlugins(undefined);
    expect(pluginNamed(plugins, './plugins/first-load/index.ts')).toBeDefined();
    expect(pluginNamed(plugins, './plugins/dev-server/index.ts')).toEqual([
      './plugins/dev-server/index.ts',
      { dropRegistryModuleIds: true },
    ]);
  });

  it('off, the site builds Docusaurus output: no first-load plugin, the registry left as generated', async () => {
    const plugins = await sitePlugins('false');
    expect(pluginNamed(plugins, './plugins/first-load/index.ts')).toBeUndefined();
    expect(pluginNamed(plugins, './plugins/dev-server/index.ts')).toEqual([
      './plugins/dev-server/index.ts',
      { dropRegistryModuleIds: false },
    ]);
  });
});
