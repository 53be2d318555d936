/**
 * The route registry as the browser bundle gets it: without module paths in production (plugins/first-load), and
 * without module ids on the dev server (plugins/dev-server), so lazy compilation compiles only the pages opened.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Loader = (source: string) => string;
const rewriteForBrowser = require('../../../plugins/first-load/registryLoader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const dropModuleIds = require('../../../plugins/dev-server/registryLoader.cjs') as Loader;

// As Docusaurus 3.10 writes it (.docusaurus-*/registry.js), two entries.
const registry = `export default {
  "001f63cb": [() => import(/* webpackChunkName: "001f63cb" */ "@site/gsharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Day/1.md"), "@site/gsharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Day/1.md", require.resolveWeak("@site/gsharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Day/1.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

const dayLoader =
  '() => import(/* webpackChunkName: "001f63cb" */ "@site/gsharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Day/1.md")';

const generatedDir = mkdtempSync(path.join(tmpdir(), 'first-load-registry-'));
afterAll(() => rmSync(generatedDir, { recursive: true, force: true }));

/** The production loader reads the registry's file, as Docusaurus wrote it, for the chunks' short names. */
function emptyModulePaths(source: string): string {
  const resourcePath = path.join(generatedDir, 'registry.js');
  writeFileSync(resourcePath, source);
  return rewriteForBrowser.call({ resourcePath }, source);
}

describe('the route registry in the browser bundle', () => {
  it('keeps each loader but no module path or module id in production, under a short chunk name', () => {
    const rewritten = emptyModulePaths(registry);
    expect(rewritten).toContain(`"0": [${dayLoader.replace('"001f63cb"', '"0"')}, "", undefined],`);
    expect(rewritten).toContain('"1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "", undefined],};');
    expect(rewritten).not.toContain('require.resolveWeak');
    expect(rewritten).not.toMatch(/001f63cb|17896441/);
  });

  it('names no module id on the dev server, so no page is compiled before it is opened', () => {
    const rewritten = dropModuleIds(registry);
    expect(rewritten).not.toContain('require.resolveWeak');
    expect(rewritten).toContain(
      `"001f63cb": [${dayLoader}, "@site/gsharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Day/1.md", undefined],`,
    );
  });

  it('stops the build, naming the plugin, when Docusaurus writes the registry differently', () => {
    const changed = registry.replace('require.resolveWeak("@theme/DocItem")', 'require.resolve("@theme/DocItem")');
    expect(() => emptyModulePaths(changed)).toThrow(
      /plugins\/first-load: the route registry is not in the shape .* \(1 of 2 entries differ/,
    );
    expect(() => dropModuleIds(changed)).toThrow(/plugins\/dev-server: the route registry is not in the shape/);
  });
});
