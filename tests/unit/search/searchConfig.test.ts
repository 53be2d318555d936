import { describe, expect, it } from 'vitest';
import { docSearchThemeConfig, readSearchConfig, staffKeyUrlFor } from '@site/config/search';

const publicKeys = { ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'public-key', ALGOLIA_INDEX_NAME: 'tideline-docs' };
const staffKeys = { ALGOLIA_STAFF_INDEX_NAME: 'tideline-docs-staff', ALGOLIA_STAFF_SEARCH_API_KEY: 'staff-key' };

describe('which engine answers', () => {
  it('is the local Pagefind index without Algolia settings', () => {
    expect(readSearchConfig({})).toEqual({ engine: 'local' });
  });

  it('treats empty settings as unset', () => {
    expect(readSearchConfig({ ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '' })).toEqual({ engine: 'local' });
  });

  it('is Algolia with the public index when its three settings are set', () => {
    expect(readSearchConfig(publicKeys)).toEqual({ engine: 'algolia', appId: 'APP1', searchApiKey: 'public-key', indexName: 'tideline-docs', staff: null });
  });

  it('includes the staff index when both staff settings are set', () => {
    expect(readSearchConfig({ ...publicKeys, ...staffKeys })).toMatchObject({
      staff: { indexName: 'tideline-docs-staff', searchApiKey: 'staff-key' },
    });
  });
});

describe('inconsistent settings are refused with the settings to fix', () => {
  it('names the missing Algolia settings', () => {
    expect(() => readSearchConfig({ ALGOLIA_APP_ID: 'APP1' })).toThrow(/missing ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/);
  });

  it('refuses staff settings without the public ones', () => {
    expect(() => readSearchConfig(staffKeys)).toThrow(/only apply with ALGOLIA_APP_ID/);
  });

  it('refuses a staff index without its own key', () => {
    expect(() => readSearchConfig({ ...publicKeys, ALGOLIA_STAFF_INDEX_NAME: 'staff' })).toThrow(/missing ALGOLIA_STAFF_SEARCH_API_KEY/);
  });

  it('refuses the public key as staff key, since every visitor can read it', () => {
    expect(() => readSearchConfig({ ...publicKeys, ...staffKeys, ALGOLIA_STAFF_SEARCH_API_KEY: 'public-key' })).toThrow(/must differ/);
  });

  it('refuses the public index as staff index', () => {
    expect(() => readSearchConfig({ ...publicKeys, ...staffKeys, ALGOLIA_STAFF_INDEX_NAME: 'tideline-docs' })).toThrow(/index of its own/);
  });
});

describe('what each build is told', () => {
  it('names a local index per audience, so recent searches of staff never show in the public build', () => {
    expect(docSearchThemeConfig({ engine: 'local' }, 'public').indexName).toBe('tideline-docs-public');
    expect(docSearchThemeConfig({ engine: 'local' }, 'staff').indexName).toBe('tideline-docs-staff');
  });

  it('gives the public build the public index and key, and never the staff key', () => {
    const search = readSearchConfig({ ...publicKeys, ...staffKeys });
    const config = docSearchThemeConfig(search, 'public');
    expect(config).toMatchObject({ appId: 'APP1', apiKey: 'public-key', indexName: 'tideline-docs' });
    expect(JSON.stringify(config)).not.toContain('staff');
    expect(staffKeyUrlFor(search, 'public')).toBeNull();
  });

  it('gives the staff build the staff index name and the key endpoint, not the staff key', () => {
    const search = readSearchConfig({ ...publicKeys, ...staffKeys });
    expect(docSearchThemeConfig(search, 'staff')).toMatchObject({ indexName: 'tideline-docs-staff', apiKey: 'public-key' });
    expect(JSON.stringify(docSearchThemeConfig(search, 'staff'))).not.toContain('staff-key');
    expect(staffKeyUrlFor(search, 'staff')).toBe('/api/search-key');
  });

  it('has no key endpoint without a staff index', () => {
    expect(staffKeyUrlFor(readSearchConfig(publicKeys), 'staff')).toBeNull();
  });
});
