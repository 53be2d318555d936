// @ts-check
/**
 * Cuts the staff section out of the four files Docusaurus generates for the browser bundle, as each file's two parts:
 * the site's (every page's main.js) and the staff section's (one chunk under the section's address, ./index.ts). Each
 * part keeps the file's own shape, so Docusaurus's client and plugins/first-load read either as they read the whole.
 *
 * - `routes.js`: the section's top-level route (its docs instance, all its pages) goes to the staff part; in the site's
 *   part a stand-in route takes its place (./client/StaffSectionRoute.tsx).
 * - `routesChunkNames.json`: the section's routes' chunk tables go to the staff part.
 * - `registry.js`: the chunks only the section's routes name go to the staff part, each chunk named by a hash of its
 *   name: Docusaurus names a page's chunk after its path, and the runtime every page loads may list the chunks by name
 *   (plugins/first-load names them shorter still). Chunks they share with the rest of the site (the theme's page
 *   components) stay.
 * - `globalData.json`: the section's docs instance's data (its docs' paths, its sidebar) goes to the staff part.
 *
 * Every file must have the shape Docusaurus 3.10 writes: anything else stops the build rather than leave part of the
 * section in every page. Plain CommonJS because Rspack loads loaders with `require`.
 */
const { createHash } = require('node:crypto');
const { checkedRegistryLines, registryEntryName } = require('../shared/routeRegistry.cjs');

const splitter = 'plugins/staff-section';

/**
 * @typedef {{ site: string, staff: string }} SplitSource the site's part and the staff section's, as source text
 * @typedef {{ prefix: string, docsPluginId: string }} StaffSection the section's address (`/Internal Documentation/`)
 *   and its docs instance's id
 */

/**
 * contract/audience.ts's isInStaffSection, for a route path: a loader is CommonJS and cannot import the TypeScript.
 * @param {StaffSection} section
 * @param {string} routePath
 */
function isStaffRoute(section, routePath) {
  return routePath.startsWith(section.prefix) || routePath === section.prefix.slice(0, -1);
}

/** `path: '<path>'` as routes.js writes it, `'` escaped. */
const routePathLine = /^ {4}path: '((?:[^'\\]|\\')*)',$/;

/**
 * The top-level routes of routes.js: the lines of `export default [` … `];`, each route from its `  {` line to its
 * `  },` line.
 * @param {string} source
 */
function topLevelRoutes(source) {
  const lines = source.split('\n');
  const open = lines.indexOf('export default [');
  const close = lines.lastIndexOf('];');
  if (open < 0 || close < open) throw shapeError('routes.js', 'no `export default [` … `];`');
  /** @type {{ path: string, lines: string[] }[]} */
  const routes = [];
  /** @type {string[] | undefined} */
  let current;
  for (const line of lines.slice(open + 1, close)) {
    if (current === undefined) {
      if (line !== '  {') throw shapeError('routes.js', `a top-level route starts with ${JSON.stringify(line)}`);
      current = [line];
    } else {
      current.push(line);
      if (line === '  },' || line === '  }') {
        const pathLine = routePathLine.exec(current[1] ?? '');
        if (!pathLine) throw shapeError('routes.js', `a top-level route has no path first: ${current[1]}`);
        routes.push({ path: (pathLine[1] ?? '').replace(/\\'/g, "'"), lines: current });
        current = undefined;
      }
    }
  }
  if (current !== undefined) throw shapeError('routes.js', 'the last top-level route is not closed');
  return { head: lines.slice(0, open), routes };
}

/**
 * @param {string} file
 * @param {string} what
 */
function shapeError(file, what) {
  return new Error(
    `${splitter}: ${file} is not in the shape Docusaurus 3.10 writes (${what}), so the staff section cannot be cut out of the browser bundle. Update plugins/staff-section/splitGenerated.cjs for this Docusaurus version.`,
  );
}

/** @param {readonly string[]} lines */
const withCommas = (lines) => lines.map((line) => (line === '  }' ? '  },' : line));

/**
 * @param {string} source routes.js as Docusaurus writes it
 * @param {StaffSection} section
 * @param {string} standIn the stand-in route's component, as an import path
 * @param {string} staffQuery the resource query that asks a generated file for its staff part (`?staff-section`)
 * @returns {SplitSource}
 */
function splitRoutes(source, section, standIn, staffQuery) {
  const { head, routes } = topLevelRoutes(source);
  const staff = routes.filter((route) => isStaffRoute(section, route.path));
  if (staff.length === 0) throw shapeError('routes.js', `no top-level route at ${section.prefix}`);
  const staffLines = staff.flatMap((route) => withCommas(route.lines));
  const site = routes.flatMap((route) =>
    route === staff[0]
      ? [
          '  {',
          `    path: ${JSON.stringify(section.prefix.slice(0, -1))},`,
          '    component: StaffSectionRoute,',
          '  },',
        ]
      : staff.includes(route)
        ? []
        : withCommas(route.lines),
  );
  const leftOver = site.filter((line) => line.includes(section.prefix.slice(0, -1)));
  if (leftOver.length !== 1) throw shapeError('routes.js', `the section's address outside its routes: ${leftOver[1]}`);
  return {
    site: [
      ...head,
      `import StaffSectionRoute from ${JSON.stringify(standIn)};`,
      'export default [',
      ...site,
      '];',
      '',
    ].join('\n'),
    staff: [
      ...head,
      // The staff part's chunks, route tables and global data join the site's before its routes are created: the
      // routes' components look their chunks up as they are created, and the theme reads the global data.
      `import registry from '@generated/registry';`,
      `import staffRegistry from '@generated/registry${staffQuery}';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      `import staffRoutesChunkNames from '@generated/routesChunkNames.json${staffQuery}';`,
      `import globalData from '@generated/globalData';`,
      `import staffGlobalData from '@generated/globalData.json${staffQuery}';`,
      'Object.assign(registry, staffRegistry);',
      'Object.assign(routesChunkNames, staffRoutesChunkNames);',
      `Object.assign(globalData['docusaurus-plugin-content-docs'], staffGlobalData['docusaurus-plugin-content-docs']);`,
      'export default [',
      ...staffLines,
      '];',
      '',
    ].join('\n'),
  };
}

/**
 * The route chunk table's keys are `<route path>-<hash>`; each value names the route's chunks.
 * @param {string} source routesChunkNames.json
 * @param {StaffSection} section
 */
function splitTable(source, section) {
  /** @type {Record<string, unknown>} */
  const table = JSON.parse(source);
  const isStaffKey = (/** @type {string} */ key) => isStaffRoute(section, key.slice(0, key.lastIndexOf('-')));
  const staff = Object.entries(table).filter(([key]) => isStaffKey(key));
  if (staff.length === 0) throw shapeError('routesChunkNames.json', `no route at ${section.prefix}`);
  return {
    site: Object.fromEntries(Object.entries(table).filter(([key]) => !isStaffKey(key))),
    staff: Object.fromEntries(staff),
  };
}

/** @param {unknown} value @returns {string[]} every chunk name in a route's table entry */
function chunkNamesIn(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * @param {string} source routesChunkNames.json
 * @param {StaffSection} section
 * @returns {SplitSource}
 */
function splitRouteChunkNames(source, section) {
  const { site, staff } = splitTable(source, section);
  return { site: JSON.stringify(site), staff: JSON.stringify(staff) };
}

/**
 * The registry's chunks only the section's routes name.
 * @param {string} routeChunkNamesSource routesChunkNames.json
 * @param {StaffSection} section
 * @returns {Set<string>}
 */
function staffOnlyChunks(routeChunkNamesSource, section) {
  const { site, staff } = splitTable(routeChunkNamesSource, section);
  const named = new Set(Object.values(site).flatMap(chunkNamesIn));
  return new Set(
    Object.values(staff)
      .flatMap(chunkNamesIn)
      .filter((name) => !named.has(name)),
  );
}

/**
 * @param {string} source registry.js
 * @param {Set<string>} staffChunks the chunks only the section's routes name (staffOnlyChunks)
 * @returns {SplitSource}
 */
function splitRegistry(source, staffChunks) {
  const entries = checkedRegistryLines(source, splitter).filter((line) => registryEntryName(line) !== undefined);
  const registered = new Set(entries.map(registryEntryName));
  const missing = [...staffChunks].filter((name) => !registered.has(name));
  if (missing.length > 0) throw shapeError('registry.js', `no entry for the staff chunk ${missing[0]}`);
  /** @param {string} line */
  const entryOf = (line) => line.replace(/\};$/, '').replace(/,$/, '');
  /** @param {string} line */
  const withOpaqueChunkName = (line) =>
    line.replace(
      /webpackChunkName: "([^"]+)"/,
      (_, name) => `webpackChunkName: "staff-${createHash('sha256').update(name).digest('hex').slice(0, 12)}"`,
    );
  const part = (/** @type {boolean} */ staff) =>
    [
      'export default {',
      ...entries
        .filter((line) => staffChunks.has(/** @type {string} */ (registryEntryName(line))) === staff)
        .map((line) => `${entryOf(staff ? withOpaqueChunkName(line) : line)},`),
      '};',
      '',
    ].join('\n');
  return { site: part(false), staff: part(true) };
}

/**
 * @param {string} source globalData.json
 * @param {StaffSection} section
 * @returns {SplitSource}
 */
function splitGlobalData(source, section) {
  const globalData = JSON.parse(source);
  const docs = globalData?.['docusaurus-plugin-content-docs'];
  const staffData = docs?.[section.docsPluginId];
  if (staffData === undefined) throw shapeError('globalData.json', `no docs instance "${section.docsPluginId}"`);
  delete docs[section.docsPluginId];
  return {
    site: JSON.stringify(globalData),
    staff: JSON.stringify({ 'docusaurus-plugin-content-docs': { [section.docsPluginId]: staffData } }),
  };
}

module.exports = { splitRoutes, splitRouteChunkNames, staffOnlyChunks, splitRegistry, splitGlobalData };
