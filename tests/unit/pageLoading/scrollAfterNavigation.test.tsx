// @vitest-environment jsdom
/**
 * Where the view goes after the router changes the address (the product's rule: to the hash's anchor, or the top without a hash;
 * a change of query string only does not scroll). Docusaurus does this in its client lifecycle dispatcher, which
 * every page of the site renders through; these tests render it with the addresses before and after.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import ClientLifecyclesDispatcher from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';

type Address = { pathname: string; search: string; hash: string };
const address = (pathname: string, search = '', hash = ''): Address => ({ pathname, search, hash });

function navigate(previousLocation: Address, location: Address) {
  render(
    // The dispatcher reads only these fields; the router's location objects carry more.
    <ClientLifecyclesDispatcher location={location as never} previousLocation={previousLocation as never}>
      <h2 id="alarms">Alarms</h2>
    </ClientLifecyclesDispatcher>,
  );
}

let scrollTo: Mock<(x: number, y: number) => void>;
let scrollIntoView: Mock<(arg?: boolean | ScrollIntoViewOptions) => void>;
beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  // jsdom lays nothing out, so it has no scrolling of its own to observe.
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('scrolling after a route change', () => {
  it('does not scroll when only the query string changes', () => {
    navigate(address('/search', '?q=pump'), address('/search', '?q=pump+station'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('goes to the top of a new page without a hash', () => {
    navigate(address('/Tideline/Overview'), address('/gSharp/Overview'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to the top when the query string changes with the page', () => {
    navigate(address('/search', '?q=pump'), address('/gSharp/Overview', '?q=pump'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("goes to the hash's anchor", () => {
    navigate(address('/Tideline/Overview'), address('/Tideline/Overview', '', '#alarms'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
