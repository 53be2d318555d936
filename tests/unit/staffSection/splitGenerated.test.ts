/**
 * The staff section cut out of the files Docusaurus generates for the browser bundle (plugins/staff-section): the
 * site's part of each holds nothing of the section, the staff part all of it, and a file in another shape stops the
 * build. The fixtures are in the shape Docusaurus 3.10 writes.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface SplitSource {
  site: string;
  staff: string;
}
interface StaffSection {
  prefix: string;
  docsPluginId: string;
}
const require = createRequire(import.meta.url);
const split = require('../../../plugins/staff-section/splitGenerated.cjs') as {
  splitRoutes(source: string, section: StaffSection, standIn: string, staffQuery: string): SplitSource;
  splitRouteChunkNames(source: string, section: StaffSection): SplitSource;
  staffOnlyChunks(routeChunkNames: string, section: StaffSection): Set<string>;
  splitRegistry(source: string, staffChunks: Set<string>): SplitSource;
  splitGlobalData(source: string, section: StaffSection): SplitSource;
};
const { registryChunkNames } = require('../../../plugins/shared/routeRegistry.cjs') as {
  registryChunkNames(source: string, reader: string): string[];
};

const section: StaffSection = { prefix: '/Internal Documentation/', docsPluginId: 'internal' };
const staffQuery = '?staff-section';

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '822'),
    exact: true
  },
  {
    path: '/Internal Documentation',
    component: ComponentCreator('/Internal Documentation', 'd6a'),
    routes: [
      {
        path: '/Internal Documentation/Runbooks/Server Patching',
        component: ComponentCreator('/Internal Documentation/Runbooks/Server Patching', '38b'),
        exact: true,
        sidebar: "internal"
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    routes: [
      {
        path: '/intro',
        component: ComponentCreator('/intro', '61d'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routeChunkNames = JSON.stringify({
  '/search-822': { __comp: '__comp---theme-search-page-1a4' },
  '/Internal Documentation-d6a': {
    __comp: '__comp---theme-docs-root-5e9',
    __props: '__props---internal-documentation-2be',
  },
  '/Internal Documentation/Runbooks/Server Patching-38b': {
    __comp: '__comp---theme-doc-item-178',
    content: 'content---internal-documentation-runbooks-server-patching-abc',
  },
  '/-e5f': { __comp: '__comp---theme-docs-root-5e9' },
  '/intro-61d': { __comp: '__comp---theme-doc-item-178', content: 'content---intro-0e3' },
});

const entry = (name: string, file: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
const registry = [
  'export default {',
  entry('__comp---theme-search-page-1a4', '@theme/SearchPage'),
  entry('__comp---theme-docs-root-5e9', '@theme/DocsRoot'),
  entry('__props---internal-documentation-2be', '@generated/docusaurus-plugin-content-docs/internal/p/x.json'),
  entry('__comp---theme-doc-item-178', '@theme/DocItem'),
  entry('content---internal-documentation-runbooks-server-patching-abc', '@site/internal/Runbooks/Server Patching.md'),
  `${entry('content---intro-0e3', '@site/docs/intro.md')}};`,
].join('\n');

const globalData = JSON.stringify({
  'docusaurus-plugin-content-docs': {
    default: { path: '/', versions: [] },
    internal: {
      path: '/Internal Documentation',
      versions: [{ docs: [{ path: '/Internal Documentation/Runbooks/Server Patching' }] }],
    },
  },
  'search-index': { default: { staffBundleUrl: '/Internal Documentation/pagefind/' } },
});

describe('the route table', () => {
  const { site, staff } = split.splitRoutes(routes, section, '/site/StaffSectionRoute.tsx', staffQuery);

  it("puts a stand-in where the section's routes were, and names the section nowhere else in the site's part", () => {
    expect(site).toContain('import StaffSectionRoute from "/site/StaffSectionRoute.tsx";');
    expect(site).toContain('    path: "/Internal Documentation",\n    component: StaffSectionRoute,');
    expect(site).not.toContain('Server Patching');
    expect(site.indexOf('/search')).toBeLessThan(site.indexOf('StaffSectionRoute,'));
    expect(site.indexOf('StaffSectionRoute,')).toBeLessThan(site.indexOf("path: '/intro'"));
    expect(site).toContain("ComponentCreator('*')");
  });

  it("gives the staff part the section's routes, after adding its chunks and data to the site's tables", () => {
    expect(staff).toContain("ComponentCreator('/Internal Documentation/Runbooks/Server Patching', '38b')");
    expect(staff).not.toContain("'/intro'");
    expect(staff).toContain(`import staffRegistry from '@generated/registry${staffQuery}';`);
    expect(staff.indexOf('Object.assign(registry, staffRegistry);')).toBeLessThan(staff.indexOf('export default ['));
    // Both parts are modules a bundler can read.
    for (const part of [site, staff]) expect(part.trimEnd().endsWith('];')).toBe(true);
  });

  it('stops the build for a table in another shape', () => {
    const withoutSection = routes.replaceAll('/Internal Documentation', '/Archive');
    expect(() => split.splitRoutes(withoutSection, section, 's', staffQuery)).toThrow(/no top-level route/);
    const reshaped = routes.replace("  {\n    path: '/search'", "  { path: '/search'");
    expect(() => split.splitRoutes(reshaped, section, 's', staffQuery)).toThrow(/Docusaurus 3\.10/);
  });
});

describe('the route chunk table and the registry', () => {
  it("splits the table by route, and the registry by the chunks only the section's routes name", () => {
    const table = split.splitRouteChunkNames(routeChunkNames, section);
    expect(Object.keys(JSON.parse(table.site))).toEqual(['/search-822', '/-e5f', '/intro-61d']);
    expect(Object.keys(JSON.parse(table.staff))).toEqual([
      '/Internal Documentation-d6a',
      '/Internal Documentation/Runbooks/Server Patching-38b',
    ]);
    const staffChunks = split.staffOnlyChunks(routeChunkNames, section);
    expect([...staffChunks].sort()).toEqual([
      '__props---internal-documentation-2be',
      'content---internal-documentation-runbooks-server-patching-abc',
    ]);
    const parts = split.splitRegistry(registry, staffChunks);
    expect(registryChunkNames(parts.staff, 'test').sort()).toEqual([...staffChunks].sort());
    expect(registryChunkNames(parts.site, 'test')).toEqual([
      '__comp---theme-search-page-1a4',
      '__comp---theme-docs-root-5e9',
      '__comp---theme-doc-item-178',
      'content---intro-0e3',
    ]);
    expect(parts.site).not.toContain('internal');
    // The staff chunks' own names, which Docusaurus makes of page paths, are hashed.
    expect(parts.staff.match(/webpackChunkName: "[^"]+"/g)).toEqual([
      expect.stringMatching(/^webpackChunkName: "staff-[0-9a-f]{12}"$/),
      expect.stringMatching(/^webpackChunkName: "staff-[0-9a-f]{12}"$/),
    ]);
  });

  it('stops the build when a staff chunk has no registry entry', () => {
    expect(() => split.splitRegistry(registry, new Set(['content---gone-123']))).toThrow(
      /no entry for the staff chunk/,
    );
  });
});

describe('the global data', () => {
  it("moves the section's docs instance to the staff part, and leaves the rest", () => {
    const { site, staff } = split.splitGlobalData(globalData, section);
    expect(JSON.parse(site)['docusaurus-plugin-content-docs']).toEqual({ default: { path: '/', versions: [] } });
    expect(JSON.parse(site)['search-index']).toEqual(JSON.parse(globalData)['search-index']);
    expect(Object.keys(JSON.parse(staff)['docusaurus-plugin-content-docs'])).toEqual(['internal']);
    expect(() => split.splitGlobalData(site, section)).toThrow(/no docs instance "internal"/);
  });
});
