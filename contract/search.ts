/**
 * Which engine answers searches, read once from the environment.
 *
 * Without Algolia keys each build carries a Pagefind index of its own pages (built by
 * plugins/search-index): the public build the public pages, the staff section's build the
 * staff section's, under the section's address. Staff search both at once. With the keys,
 * Algolia serves the public index to everyone; the staff index is reachable only
 * with a short-lived key the server hands to staff (server/search/staffSearchKey.ts).
 */
import * as z from 'zod';
import { staffSection } from './audience';

export interface AlgoliaStaffIndex {
  indexName: string;
  /** A search key that can read the staff index. It never leaves the server. */
  searchApiKey: string;
}

export type SearchConfig =
  | { engine: 'local' }
  | {
      engine: 'algolia';
      appId: string;
      /** Shipped in every page: it must be restricted to the public index. */
      searchApiKey: string;
      indexName: string;
      staff: AlgoliaStaffIndex | null;
    };

/**
 * The docs tags (Docusaurus's `docusaurus_tag`) of every page of the site, both builds: `default` for the site's own
 * pages, one per docs section and version (each section has one version, `current`).
 */
export const siteSearchTags: readonly string[] = [
  'default',
  ...['default', 'gsharp', staffSection.sidebarId].map((pluginId) => `docs-${pluginId}-current`),
];

/** Where the server answers staff with the key payload of the staff index. */
export const staffSearchKeyPath = '/api/search-key';

const setting = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  ALGOLIA_APP_ID: setting,
  ALGOLIA_SEARCH_API_KEY: setting,
  ALGOLIA_INDEX_NAME: setting,
  ALGOLIA_STAFF_INDEX_NAME: setting,
  ALGOLIA_STAFF_SEARCH_API_KEY: setting,
});

type SearchEnv = z.infer<typeof envSchema>;

const publicKeys = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
const staffKeys = ['ALGOLIA_STAFF_INDEX_NAME', 'ALGOLIA_STAFF_SEARCH_API_KEY'] as const;
/** The search settings the build and the server read from the environment. */
export const searchSettingNames: readonly string[] = [...publicKeys, ...staffKeys];

function missing(env: SearchEnv, names: readonly (keyof SearchEnv)[]): (keyof SearchEnv)[] {
  return names.filter((name) => env[name] === undefined);
}

/** Every reason the settings cannot be used together, worded for the operator who sets them. */
function problems(env: SearchEnv): string[] {
  const missingPublic = missing(env, publicKeys);
  const missingStaff = missing(env, staffKeys);
  const algolia = missingPublic.length < publicKeys.length;
  const staff = missingStaff.length < staffKeys.length;
  const found: string[] = [];
  if (algolia && missingPublic.length > 0) {
    found.push(`Algolia search needs ${publicKeys.join(', ')} together; missing ${missingPublic.join(', ')}`);
  }
  if (staff && !algolia) {
    found.push(`${staffKeys.join(' and ')} only apply with ${publicKeys.join(', ')} set`);
  }
  if (staff && missingStaff.length > 0) {
    found.push(`the staff index needs ${staffKeys.join(' and ')} together; missing ${missingStaff.join(', ')}`);
  }
  if (
    env.ALGOLIA_STAFF_SEARCH_API_KEY !== undefined &&
    env.ALGOLIA_STAFF_SEARCH_API_KEY === env.ALGOLIA_SEARCH_API_KEY
  ) {
    found.push('ALGOLIA_STAFF_SEARCH_API_KEY must differ from ALGOLIA_SEARCH_API_KEY, which every visitor can read');
  }
  if (env.ALGOLIA_STAFF_INDEX_NAME !== undefined && env.ALGOLIA_STAFF_INDEX_NAME === env.ALGOLIA_INDEX_NAME) {
    found.push('ALGOLIA_STAFF_INDEX_NAME must name an index of its own, not the public ALGOLIA_INDEX_NAME');
  }
  return found;
}

/** Reads the search settings; throws one error naming every setting to fix. */
export function readSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  const settings = envSchema.parse(env);
  const found = problems(settings);
  if (found.length > 0) {
    throw new Error(`Search settings are inconsistent: ${found.join('; ')}.`);
  }
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: searchApiKey, ALGOLIA_INDEX_NAME: indexName } = settings;
  if (appId === undefined || searchApiKey === undefined || indexName === undefined) {
    return { engine: 'local' };
  }
  const { ALGOLIA_STAFF_INDEX_NAME: staffIndexName, ALGOLIA_STAFF_SEARCH_API_KEY: staffSearchApiKey } = settings;
  const staff =
    staffIndexName !== undefined && staffSearchApiKey !== undefined
      ? { indexName: staffIndexName, searchApiKey: staffSearchApiKey }
      : null;
  return { engine: 'algolia', appId, searchApiKey, indexName, staff };
}

/**
 * `themeConfig.algolia`. DocSearch requires an app id and key even when Pagefind answers; local mode fills them with
 * names that reach no host.
 */
export function docSearchThemeConfig(search: SearchConfig) {
  const common = { contextualSearch: true, searchPagePath: 'search' };
  if (search.engine === 'local') {
    return { ...common, appId: 'pagefind', apiKey: 'pagefind', indexName: 'tideline-docs' };
  }
  return { ...common, appId: search.appId, apiKey: search.searchApiKey, indexName: search.indexName };
}

/** Where staff fetch the staff index key, or null when there is none to fetch. */
export function staffKeyUrlFor(search: SearchConfig): string | null {
  return search.engine === 'algolia' && search.staff ? staffSearchKeyPath : null;
}

/** Hosts the browser may query for search (the CSP's connect-src); none in local mode. */
export function searchConnectSources(search: SearchConfig): string[] {
  return search.engine === 'algolia'
    ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
    : [];
}
