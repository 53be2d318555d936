/**
 * The site's specification opens search with `/` "when no input is focused". DocSearch also ignores `/` while a
 * button has the focus, which is where the focus sits after Escape closes the search (back on the search button) or
 * after a click on the colour toggle; the reader then presses `/` and nothing happens. This is that missing case.
 */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The element the key went to. */
  target: { tagName: string } | null;
}

export function slashOnAButton(press: KeyPress): boolean {
  if (press.key !== '/' || press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return false;
  return press.target?.tagName === 'BUTTON';
}
