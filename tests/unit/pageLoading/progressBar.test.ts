// @vitest-environment jsdom
/**
 * The thin bar across the top of the window while the next page's code loads (the product's constants: delay 200 ms,
 * minimum 8 %, speed 200 ms, trickle 0.02 every 800 ms, no spinner). The site draws it with the classic theme's
 * client module, which every page loads; these tests drive that module as the router does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import themeProgressBar from '@docusaurus/theme-classic/lib/nprogress.js';

// The theme's module has both lifecycle functions; its type marks every client-module function optional.
const progressBar = themeProgressBar as Required<typeof themeProgressBar>;
const at = (pathname: string) => ({ pathname, search: '', hash: '', state: undefined });

/** The bar's width in percent: nprogress draws it as a bar shifted left by what is still to load. */
function barPercent(): number {
  const transform = document.querySelector<HTMLElement>('#nprogress [role="bar"]')?.style.transform ?? '';
  const shift = /translate3d\((-?[\d.]+)%/.exec(transform)?.[1];
  if (shift === undefined) throw new Error(`The bar is not drawn (transform "${transform}").`);
  return 100 + Number(shift);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // Each test leaves the bar finished and gone, as the next page's arrival does.
  progressBar.onRouteDidUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
  vi.advanceTimersByTime(2000);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the page progress bar', () => {
  it('appears only when the next page takes longer than 200 ms', () => {
    progressBar.onRouteUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(199);
    expect(document.getElementById('nprogress')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('nprogress')).not.toBeNull();
  });

  it('never appears for a page that arrives within 200 ms', () => {
    const cancel = progressBar.onRouteUpdate({
      previousLocation: at('/Tideline/Overview'),
      location: at('/gSharp/Overview'),
    });
    vi.advanceTimersByTime(150);
    cancel?.();
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('does not appear when only the query string or the hash changes', () => {
    progressBar.onRouteUpdate({ previousLocation: at('/search'), location: { ...at('/search'), search: '?q=pump' } });
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('starts at 8 %, with no spinner', () => {
    progressBar.onRouteUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(200);
    expect(barPercent()).toBeCloseTo(8);
    expect(document.querySelector('#nprogress [role="spinner"]')).toBeNull();
  });

  it('moves with 200 ms transitions', () => {
    progressBar.onRouteUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(200);
    expect(document.querySelector<HTMLElement>('#nprogress [role="bar"]')?.style.transition).toBe('all 200ms ease');
  });

  it('trickles forward by at most 0.02 every 800 ms while the page loads, and not between', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    progressBar.onRouteUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(200);
    const started = barPercent();
    vi.advanceTimersByTime(799);
    expect(barPercent()).toBeCloseTo(started);
    vi.advanceTimersByTime(1);
    expect(barPercent()).toBeCloseTo(started + 2);
    vi.advanceTimersByTime(800);
    expect(barPercent()).toBeCloseTo(started + 4);
  });

  it('finishes when the page has arrived', () => {
    progressBar.onRouteUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(200);
    progressBar.onRouteDidUpdate({ previousLocation: at('/Tideline/Overview'), location: at('/gSharp/Overview') });
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
