// @ts-check
/**
 * The props of a docs version (`docusaurus-plugin-content-docs/<id>/p/*.json`, loaded by every page of the section)
 * carry, besides the sidebars, every doc of the version with its title and description. In the browser only the
 * theme's DocCard reads them (`useDocById`), for the card lists of generated-index category pages and
 * `<DocCardList>`; this site has neither, and the gSharp API reference's ~490 docs were half of every gSharp page's
 * first load. This loader leaves the docs out of the browser bundle, keeping the sidebars.
 *
 * Each doc link of a sidebar also names its doc's id, the doc's path again (~1.7 KB gzip on every gSharp page). In the
 * browser only DocCard reads the id; the breadcrumbs ask only whether a link has one (a doc link, not a plain link).
 * The browser bundle's sidebars mark doc links with a short stand-in instead.
 *
 * A page with doc cards would fail in the browser, so the build stops when one appears: here for a generated-index
 * category page, and after the build (./docCards.ts) for any page whose HTML shows a doc card.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

/** @param {string} source */
module.exports = function dropVersionDocs(source) {
  const props = JSON.parse(source);
  if (props && typeof props === 'object' && 'categoryGeneratedIndex' in props) {
    throw new Error(
      `plugins/first-load: a generated-index category page (${props.categoryGeneratedIndex.permalink}) shows doc cards, which read the docs versionPropsLoader.cjs leaves out of the browser bundle. Link the category to a doc, or keep the docs in the bundle.`,
    );
  }
  if (!props?.version?.docs || typeof props.version.docs !== 'object') return source;
  props.version.docs = {};
  for (const items of Object.values(props.version.docsSidebars ?? {})) markDocLinks(items);
  return JSON.stringify(props);
};

/** What a sidebar's doc links carry instead of their doc's id in the browser bundle: a doc link has an id. */
const docLinkMark = 'doc';

/** @param {unknown} items a sidebar's items, categories holding theirs */
function markDocLinks(items) {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (item.type === 'link' && item.docId) item.docId = docLinkMark;
    markDocLinks(item.items);
  }
}
