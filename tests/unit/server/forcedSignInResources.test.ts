/**
 * What someone not signed in may still fetch when sign-in is forced: the sign-in page, the pages beneath it (the
 * tab a sign-in link opens) and the site's assets, and nothing that merely mentions them.
 */
import { describe, expect, it } from 'vitest';
import { gateRequest, isSignInResource } from '@site/server/site/access';

const anonymous = { signedIn: false, staff: false };

describe('with sign-in forced, someone not signed in', () => {
  it('may open the page a sign-in link leads to, beneath the sign-in page', () => {
    expect(isSignInResource('/sign-in/link')).toBe(true);
    expect(gateRequest('/sign-in/link', anonymous, true)).toEqual({ kind: 'serve', audience: 'public' });
  });

  it('may not open a page whose address only ends like the sign-in page', () => {
    expect(isSignInResource('/Tideline/Support/sign-in/')).toBe(false);
    expect(gateRequest('/Tideline/Support/sign-in/', anonymous, true)).toEqual({ kind: 'signInRequired' });
  });

  it('may not open a page whose address has an assets or img folder deeper down', () => {
    for (const path of ['/Tideline/assets/Pump Stations', '/gSharp/img/diagram']) {
      expect(isSignInResource(path)).toBe(false);
      expect(gateRequest(path, anonymous, true)).toEqual({ kind: 'signInRequired' });
    }
  });
});
