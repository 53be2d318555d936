import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSearchConfig } from '@site/contract/search';
import { staffSearchKey, staffSearchKeyLifetimeSeconds } from '@site/server/search/staffSearchKey';

const config = readSearchConfig({
  ALGOLIA_APP_ID: 'APP1',
  ALGOLIA_SEARCH_API_KEY: 'public-key',
  ALGOLIA_INDEX_NAME: 'tideline-docs',
  ALGOLIA_STAFF_INDEX_NAME: 'tideline-docs-staff',
  ALGOLIA_STAFF_SEARCH_API_KEY: 'staff-parent-key',
});
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A secured key is base64(hex HMAC-SHA256 of the restrictions, then the restrictions). */
function decode(securedKey: string): { hmac: string; restrictions: string } {
  const decoded = Buffer.from(securedKey, 'base64').toString('utf8');
  return { hmac: decoded.slice(0, 64), restrictions: decoded.slice(64) };
}

describe('the staff search key', () => {
  const key = staffSearchKey(config, now)!;

  it('names the app and the staff index', () => {
    expect(key).toMatchObject({ appId: 'APP1', indexName: 'tideline-docs-staff' });
  });

  it('is restricted to the staff index and expires after an hour', () => {
    const validUntil = now / 1000 + staffSearchKeyLifetimeSeconds;
    expect(key.validUntil).toBe(validUntil);
    const params = new URLSearchParams(decode(key.apiKey).restrictions);
    expect(params.get('restrictIndices')).toBe('tideline-docs-staff');
    expect(params.get('validUntil')).toBe(String(validUntil));
  });

  it('is signed with the staff parent key, which itself is never handed out', () => {
    const { hmac, restrictions } = decode(key.apiKey);
    expect(hmac).toBe(createHmac('sha256', 'staff-parent-key').update(restrictions).digest('hex'));
    expect(JSON.stringify(key)).not.toContain('staff-parent-key');
    expect(JSON.stringify(key)).not.toContain('public-key');
  });

  it('does not exist without an Algolia staff index', () => {
    expect(staffSearchKey({ engine: 'local' }, now)).toBeNull();
    expect(staffSearchKey({ ...config, staff: null } as typeof config, now)).toBeNull();
  });
});
