/**
 * The route chunk table in the browser bundle (plugins/first-load/routesChunkNamesLoader.cjs) names each page's chunks
 * as the registry beside it does after plugins/first-load/registryLoader.cjs, under the short key the routes beside it
 * look up after plugins/first-load/routesLoader.cjs: a page finds every chunk it needs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
interface LoaderContext {
  resourcePath: string;
  addDependency(file: string): void;
}
const rewriteRegistry = require('../../../plugins/first-load/registryLoader.cjs') as (
  this: Pick<LoaderContext, 'resourcePath'>,
  source: string,
) => string;
const rewriteRouteTable = require('../../../plugins/first-load/routesChunkNamesLoader.cjs') as (
  this: LoaderContext,
  source: string,
) => string;
const rewriteRoutes = require('../../../plugins/first-load/routesLoader.cjs') as (
  this: LoaderContext,
  source: string,
) => string;

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

// As Docusaurus 3.10 writes it (.docusaurus-*/routes.js), for the same two pages and the not-found route.
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/gSharp/Avg',
    component: ComponentCreator('/gSharp/Avg', 'e14'),
    exact: true,
    sidebar: "gSharp"
  },
  {
    path: '/gSharp/Avg/2',
    component: ComponentCreator('/gSharp/Avg/2', '9b1'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const generatedDir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
writeFileSync(path.join(generatedDir, 'registry.js'), registry);
writeFileSync(path.join(generatedDir, 'routesChunkNames.json'), JSON.stringify(routeTable, null, 2));
afterAll(() => rmSync(generatedDir, { recursive: true, force: true }));

function browserRouteTable(table: unknown): { table: Record<string, Record<string, unknown>>; dependencies: string[] } {
  const dependencies: string[] = [];
  const context: LoaderContext = {
    resourcePath: path.join(generatedDir, 'routesChunkNames.json'),
    addDependency: (file) => dependencies.push(file),
  };
  return { table: JSON.parse(rewriteRouteTable.call(context, JSON.stringify(table))), dependencies };
}

function browserRoutes(source: string): { routes: string; dependencies: string[] } {
  const dependencies: string[] = [];
  const context: LoaderContext = {
    resourcePath: path.join(generatedDir, 'routes.js'),
    addDependency: (file) => dependencies.push(file),
  };
  return { routes: rewriteRoutes.call(context, source), dependencies };
}

/** The chunk table key ComponentCreator looks up for each route of a routes module: `${path}-${hash}`. */
function lookedUpKeys(routesSource: string): string[] {
  return [...routesSource.matchAll(/ComponentCreator\('([^']*)', '([^']+)'\)/g)].map(
    ([, routePath, hash]) => `${routePath}-${hash}`,
  );
}

describe('the route chunk table in the browser bundle', () => {
  it('names every chunk of a page as the browser registry does', () => {
    const browserRegistry = rewriteRegistry.call({ resourcePath: path.join(generatedDir, 'registry.js') }, registry);
    const { table } = browserRouteTable(routeTable);
    expect(Object.values(table)).toEqual([
      { __comp: '0', __context: { plugin: '2' }, content: '1' },
      { __comp: '0', content: '3' },
    ]);
    for (const name of ['0', '1', '2', '3'])
      expect(browserRegistry).toContain(`"${name}": [() => import(/* webpackChunkName: "${name}" */`);
  });

  it('lists each page under the key its route looks up, without the page path', () => {
    const { table } = browserRouteTable(routeTable);
    const { routes: rewritten } = browserRoutes(routes);
    expect(lookedUpKeys(rewritten)).toEqual(['-0', '-1']);
    expect(table['-0']).toEqual({ __comp: '0', __context: { plugin: '2' }, content: '1' });
    expect(table['-1']).toEqual({ __comp: '0', content: '3' });
    expect(rewritten).not.toContain("ComponentCreator('/gSharp");
    expect(rewritten).toContain("path: '/gSharp/Avg/2'");
    expect(rewritten).toContain("ComponentCreator('*')");
  });

  it('is rebuilt when the registry or the route chunk table changes', () => {
    expect(browserRouteTable(routeTable).dependencies).toEqual([path.join(generatedDir, 'registry.js')]);
    expect(browserRoutes(routes).dependencies).toEqual([path.join(generatedDir, 'routesChunkNames.json')]);
  });

  it('stops the build when a route is missing from the route chunk table', () => {
    const unlisted = routes.replace(
      "ComponentCreator('/gSharp/Avg/2', '9b1')",
      "ComponentCreator('/gSharp/Avg/3', '9b1')",
    );
    expect(() => browserRoutes(unlisted)).toThrow(
      'plugins/first-load: the route table has a route "/gSharp/Avg/3-9b1" that routesChunkNames.json does not list',
    );
  });

  it('stops the build when Docusaurus writes the route components differently', () => {
    const otherShape = routes.replace(
      "ComponentCreator('/gSharp/Avg/2', '9b1')",
      'ComponentCreator("/gSharp/Avg/2", "9b1")',
    );
    expect(() => browserRoutes(otherShape)).toThrow(
      "plugins/first-load: 1 of the route table's 3 ComponentCreator calls are not",
    );
  });

  it('stops the build when a page names a chunk the registry does not list', () => {
    expect(() => browserRouteTable({ '/gone-123': { __comp: 'ffffffff' } })).toThrow(
      'plugins/first-load: the route table names the chunk "ffffffff" (as "__comp"), which the route registry does not list',
    );
  });
});
