import { describe, expect, it } from 'vitest';
import { docSearchThemeConfig, readSearchConfig, staffKeyUrlFor } from '@site/contract/search';

const publicKeys = {
  ALGOLIA_APP_ID: 'APP1',
  ALGOLIA_SEARCH_API_KEY: 'public-key',
  ALGOLIA_INDEX_NAME: 'tideline-docs',
};
const staffKeys = { ALGOLIA_STAFF_INDEX_NAME: 'tideline-docs-staff', ALGOLIA_STAFF_SEARCH_API_KEY: 'staff-key' };

describe('which engine answers', () => {
  it('is the local Pagefind index without Algolia settings', () => {
    expect(readSearchConfig({})).toEqual({ engine: 'local' });
  });

  it('treats empty settings as unset', () => {
    expect(readSearchConfig({ ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '' })).toEqual({
      engine: 'local',
    });
  });

  it('is Algolia with the public index when its three settings are set', () => {
    expect(readSearchConfig(publicKeys)).toEqual({
      engine: 'algolia',
      appId: 'APP1',
      searchApiKey: 'public-key',
      indexName: 'tideline-docs',
      staff: null,
    });
  });

  it('includes the staff index when both staff settings are set', () => {
    expect(readSearchConfig({ ...publicKeys, ...staffKeys })).toMatchObject({
      staff: { indexName: 'tideline-docs-staff', searchApiKey: 'staff-key' },
    });
  });
});

describe('inconsistent settings are refused with the settings to fix', () => {
  it('names the missing Algolia settings', () => {
    expect(() => readSearchConfig({ ALGOLIA_APP_ID: 'APP1' })).toThrow(
      /missing ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });

  it('refuses staff settings without the public ones', () => {
    expect(() => readSearchConfig(staffKeys)).toThrow(/only apply with ALGOLIA_APP_ID/);
  });

  it('refuses a staff index without its own key', () => {
    expect(() => readSearchConfig({ ...publicKeys, ALGOLIA_STAFF_INDEX_NAME: 'staff' })).toThrow(
      /missing ALGOLIA_STAFF_SEARCH_API_KEY/,
    );
  });

  it('refuses the public key as staff key, since every visitor can read it', () => {
    expect(() => readSearchConfig({ ...publicKeys, ...staffKeys, ALGOLIA_STAFF_SEARCH_API_KEY: 'public-key' })).toThrow(
      /must differ/,
    );
  });

  it('refuses the public index as staff index', () => {
    expect(() => readSearchConfig({ ...publicKeys, ...staffKeys, ALGOLIA_STAFF_INDEX_NAME: 'tideline-docs' })).toThrow(
      /index of its own/,
    );
  });
});

describe('what the site is told', () => {
  it('links the modal to the search page', () => {
    expect(docSearchThemeConfig({ engine: 'local' }).searchPagePath).toBe('search');
  });

  it('gives every page the public index and key, and never the staff key or index', () => {
    const config = docSearchThemeConfig(readSearchConfig({ ...publicKeys, ...staffKeys }));
    expect(config).toMatchObject({ appId: 'APP1', apiKey: 'public-key', indexName: 'tideline-docs' });
    expect(JSON.stringify(config)).not.toContain('staff');
  });

  it("names the endpoint of the staff index's key, which the server answers for staff only", () => {
    expect(staffKeyUrlFor(readSearchConfig({ ...publicKeys, ...staffKeys }))).toBe('/api/search-key');
  });

  it('has no key endpoint without a staff index', () => {
    expect(staffKeyUrlFor(readSearchConfig(publicKeys))).toBeNull();
  });
});
