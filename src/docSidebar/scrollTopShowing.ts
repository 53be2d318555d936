/** Where a box and an item inside it are, in viewport pixels (getBoundingClientRect's top and height). */
export interface Span {
  top: number;
  height: number;
}

/**
 * The scroll position that brings an item into the middle of the scrolling box it sits in, or null when the item is
 * already fully in view (a reader's own scrolling is then left alone).
 */
export function scrollTopShowing(item: Span, box: Span, scrollTop: number): number | null {
  const inView = item.top >= box.top && item.top + item.height <= box.top + box.height;
  if (inView) return null;
  const itemOffset = item.top - box.top + scrollTop;
  return Math.max(0, Math.round(itemOffset - (box.height - item.height) / 2));
}
