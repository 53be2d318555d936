/**
 * The route table in the browser bundle (plugins/first-load/routesChunkNamesLoader.cjs) names each page's chunks as
 * the registry beside it does after plugins/first-load/registryLoader.cjs: a page finds every chunk it needs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Loader = (source: string) => string;
interface LoaderContext {
  resourcePath: string;
  addDependency(file: string): void;
}
const rewriteRegistry = require('../../../plugins/first-load/registryLoader.cjs') as Loader;
const rewriteRouteTable = require('../../../plugins/first-load/routesChunkNamesLoader.cjs') as (this: LoaderContext, source: string) => string;

// As Docusaurus 3.10 writes them (.docusaurus-*/registry.js and routesChunkNames.json), for two pages.
const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "3288d9ab": [() => import(/* webpackChunkName: "3288d9ab" */ "@site/gsharp/Avg.md"), "@site/gsharp/Avg.md", require.resolveWeak("@site/gsharp/Avg.md")],
  "a7456010": [() => import(/* webpackChunkName: "a7456010" */ "@generated/plugin.json"), "@generated/plugin.json", require.resolveWeak("@generated/plugin.json")],
  "aef458ef": [() => import(/* webpackChunkName: "aef458ef" */ "@site/gsharp/Avg/2.md"), "@site/gsharp/Avg/2.md", require.resolveWeak("@site/gsharp/Avg/2.md")],};
`;
const routeTable = {
  '/gSharp/Avg-e14': { __comp: '17896441', __context: { plugin: 'a7456010' }, content: '3288d9ab' },
  '/gSharp/Avg/2-9b1': { __comp: '17896441', content: 'aef458ef' },
};

const generatedDir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
writeFileSync(path.join(generatedDir, 'registry.js'), registry);
afterAll(() => rmSync(generatedDir, { recursive: true, force: true }));

function browserRouteTable(table: unknown): { table: Record<string, Record<string, unknown>>; dependencies: string[] } {
  const dependencies: string[] = [];
  const context: LoaderContext = { resourcePath: path.join(generatedDir, 'routesChunkNames.json'), addDependency: (file) => dependencies.push(file) };
  return { table: JSON.parse(rewriteRouteTable.call(context, JSON.stringify(table))), dependencies };
}

describe('the route table in the browser bundle', () => {
  it('names every chunk of a page as the browser registry does', () => {
    const browserRegistry = rewriteRegistry(registry);
    const { table } = browserRouteTable(routeTable);
    expect(table['/gSharp/Avg-e14']).toEqual({ __comp: '0', __context: { plugin: '2' }, content: '1' });
    expect(table['/gSharp/Avg/2-9b1']).toEqual({ __comp: '0', content: '3' });
    for (const name of ['0', '1', '2', '3']) expect(browserRegistry).toContain(`"${name}": [() => import(/* webpackChunkName: "${name}" */`);
  });

  it('is rebuilt when the registry changes', () => {
    expect(browserRouteTable(routeTable).dependencies).toEqual([path.join(generatedDir, 'registry.js')]);
  });

  it('stops the build when a page names a chunk the registry does not list', () => {
    expect(() => browserRouteTable({ '/gone-123': { __comp: 'ffffffff' } })).toThrow(
      'plugins/first-load: the route table names the chunk "ffffffff" (as "__comp"), which the route registry does not list',
    );
  });
});
