import { describe, expect, it } from 'vitest';
import { readStaffSiteUrl } from '@site/config/publishing';
import { staffSignInUrl } from '@site/src/auth/staffSignIn';

describe('STAFF_SITE_URL', () => {
  it('is optional: without it a static host shows no Log in button', () => {
    expect(readStaffSiteUrl({})).toBeNull();
    expect(readStaffSiteUrl({ STAFF_SITE_URL: '' })).toBeNull();
  });

  it('takes an http or https address without its trailing slash', () => {
    expect(readStaffSiteUrl({ STAFF_SITE_URL: 'https://docs.tideline.example/' })).toBe('https://docs.tideline.example');
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'docs.tideline.example' })).toThrow(/STAFF_SITE_URL must be an http/);
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'ftp://docs.tideline.example' })).toThrow(/STAFF_SITE_URL/);
  });

  it('sends the reader to the staff site sign-in page, returning to the page they were reading', () => {
    expect(staffSignInUrl('https://docs.tideline.example', { pathname: '/gSharp/Overview', search: '?v=1', hash: '#setup' })).toBe(
      'https://docs.tideline.example/sign-in?returnTo=%2FgSharp%2FOverview%3Fv%3D1#setup',
    );
  });
});
