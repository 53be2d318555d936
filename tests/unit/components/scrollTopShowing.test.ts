import { describe, expect, it } from 'vitest';
import { scrollTopShowing } from '@site/src/docSidebar/scrollTopShowing';

const sidebar = { top: 60, height: 800 };

describe('the sidebar scroll that shows the current page', () => {
  it('brings a link far below the visible part into the middle of the sidebar', () => {
    // The link is 2,350 px down a sidebar at the top of its list.
    expect(scrollTopShowing({ top: 60 + 2350, height: 30 }, sidebar, 0)).toBe(2350 - 385);
  });

  it('brings a link above the visible part back into the middle', () => {
    expect(scrollTopShowing({ top: 60 - 500, height: 30 }, sidebar, 1000)).toBe(500 - 385);
  });

  it('leaves the sidebar where it is when the link is already in view', () => {
    expect(scrollTopShowing({ top: 300, height: 30 }, sidebar, 120)).toBeNull();
  });

  it('never scrolls above the top', () => {
    expect(scrollTopShowing({ top: 870, height: 30 }, sidebar, 0)).toBe(425);
    expect(scrollTopShowing({ top: 40, height: 30 }, sidebar, 10)).toBe(0);
  });
});
