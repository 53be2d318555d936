/**
 * What someone not signed in may still fetch when sign-in is forced: the sign-in page, the pages beneath it (the
 * tab a sign-in link opens) and the files the sign-in page itself loads, and nothing that merely looks like them.
 */
import { describe, expect, it } from 'vitest';
import { gateRequest, isSignInResource } from '@site/server/site/access';

const anonymous = { signedIn: false, staff: false };
const signInAssets = new Set(['/assets/js/main.0a1b2c3d.js', '/img/logo.svg']);
const forced = { forceLogin: true, signInAssets };

describe('with sign-in forced, someone not signed in', () => {
  it('may open the page a sign-in link leads to, beneath the sign-in page', () => {
    expect(isSignInResource('/sign-in/link', signInAssets)).toBe(true);
    expect(gateRequest('/sign-in/link', anonymous, forced)).toEqual({ kind: 'serve', audience: 'public' });
  });

  it('may fetch the files the sign-in page loads, and no other asset', () => {
    expect(gateRequest('/assets/js/main.0a1b2c3d.js', anonymous, forced)).toEqual({
      kind: 'serve',
      audience: 'public',
    });
    expect(gateRequest('/assets/js/a1b2c3d4.9f8e7d6c.js', anonymous, forced)).toEqual({ kind: 'signInRequired' });
  });

  it('may not open a page whose address only ends like the sign-in page', () => {
    expect(isSignInResource('/Tideline/Support/sign-in/', signInAssets)).toBe(false);
    expect(gateRequest('/Tideline/Support/sign-in/', anonymous, forced)).toEqual({ kind: 'signInRequired' });
  });

  it('may not open a page whose address has an assets or img folder deeper down', () => {
    for (const path of ['/Tideline/assets/Pump Stations', '/gSharp/img/diagram']) {
      expect(isSignInResource(path, signInAssets)).toBe(false);
      expect(gateRequest(path, anonymous, forced)).toEqual({ kind: 'signInRequired' });
    }
  });
});
