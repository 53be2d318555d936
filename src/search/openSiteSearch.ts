/**
 * Opens the site's search as if the reader pressed the navbar's search button. That button is the one place that
 * knows which search the build uses (Pagefind or Algolia) and loads its modal, so any other way in presses it.
 * Returns false when the page has no search button (a page drawn without the navbar).
 */
export function openSiteSearch(): boolean {
  const searchButton = document.querySelector<HTMLButtonElement>('.DocSearch-Button');
  if (!searchButton) return false;
  searchButton.click();
  return true;
}
