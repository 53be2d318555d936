import { describe, expect, it } from 'vitest';
import { gateRequest, isStaffSectionPath, readsSession } from '@site/server/site/access';

const anonymous = { signedIn: false, staff: false };
const customer = { signedIn: true, staff: false };
const staff = { signedIn: true, staff: true };
const internalPage = '/Internal Documentation/intro';
const forced = { forceLogin: true, signInAssets: new Set(['/assets/js/main.0123abcd.js', '/img/logo.svg']) };
const notForced = { forceLogin: false, signInAssets: new Set<string>() };

describe('the staff gate', () => {
  it('asks an anonymous reader to sign in for a staff page', () => {
    expect(gateRequest(internalPage, anonymous, notForced)).toEqual({ kind: 'signInRequired' });
  });

  it('refuses a signed-in customer a staff page', () => {
    expect(gateRequest(internalPage, customer, notForced)).toEqual({ kind: 'forbidden' });
  });

  it('serves staff the staff section from the overlay', () => {
    expect(gateRequest(internalPage, staff, notForced)).toEqual({ kind: 'serve', audience: 'staff' });
    expect(gateRequest('/internal documentation/intro', staff, notForced)).toEqual({
      kind: 'serve',
      audience: 'staff',
    });
  });

  it('serves every reader, staff included, public pages from the public build', () => {
    expect(gateRequest('/intro', anonymous, notForced)).toEqual({ kind: 'serve', audience: 'public' });
    expect(gateRequest('/intro', customer, forced)).toEqual({ kind: 'serve', audience: 'public' });
    expect(gateRequest('/intro', staff, forced)).toEqual({ kind: 'serve', audience: 'public' });
  });

  it('reads the session only where it can change the answer', () => {
    expect(readsSession('/gSharp/Overview', false)).toBe(false);
    expect(readsSession('/assets/js/main.0123abcd.js', false)).toBe(false);
    expect(readsSession('/Internal Documentation/assets/js/main.0123abcd.js', false)).toBe(true);
    expect(readsSession('/llms.txt', false)).toBe(true);
    expect(readsSession('/gSharp/Overview', true)).toBe(true);
  });

  it('covers the section base itself and everything under it, and nothing that merely starts alike', () => {
    expect(isStaffSectionPath('/Internal Documentation')).toBe(true);
    expect(isStaffSectionPath('/Internal Documentation/gNode/Weather Interface')).toBe(true);
    expect(isStaffSectionPath('/Internal Documentation-archive')).toBe(false);
  });

  it('covers the section in any letter case, since such an address is redirected to the page it names', () => {
    expect(isStaffSectionPath('/INTERNAL DOCUMENTATION')).toBe(true);
    expect(isStaffSectionPath('/internal documentation/intro')).toBe(true);
    expect(gateRequest('/iNTERNAL dOCUMENTATION/intro', anonymous, notForced)).toEqual({ kind: 'signInRequired' });
    expect(gateRequest('/INTERNAL DOCUMENTATION/intro', customer, notForced)).toEqual({ kind: 'forbidden' });
    expect(isStaffSectionPath('/INTERNAL DOCUMENTATION-archive')).toBe(false);
  });
});

describe('forced sign-in', () => {
  it('asks an anonymous reader to sign in for any page', () => {
    expect(gateRequest('/intro', anonymous, forced)).toEqual({ kind: 'signInRequired' });
  });

  it('still serves the sign-in page and the assets it loads', () => {
    for (const path of ['/sign-in', '/sign-in/link', '/assets/js/main.0123abcd.js', '/img/logo.svg']) {
      expect(gateRequest(path, anonymous, forced)).toEqual({ kind: 'serve', audience: 'public' });
    }
  });

  it("asks for a session for any other asset, a page's compiled text or image", () => {
    for (const path of ['/assets/js/content-intro.89abcdef.js', '/assets/images/diagram-0123.png', '/img/other.svg']) {
      expect(gateRequest(path, anonymous, forced)).toEqual({ kind: 'signInRequired' });
    }
  });
});
