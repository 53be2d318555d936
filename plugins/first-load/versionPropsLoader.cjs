// @ts-check
/**
 * The props of a docs version (`docusaurus-plugin-content-docs/<id>/p/*.json`, loaded by every page of the section)
 * carry, besides the sidebars, the title and description of every doc in the version. In the browser they are read
 * only by the theme's DocCard, and only its description, for the card lists of generated-index category pages; this
 * site has none, and the gSharp API reference's ~490 descriptions were half of every gSharp page's first load. This
 * loader keeps each doc's id and sidebar in the browser bundle only.
 *
 * A generated-index category page would show cards without descriptions, so the build stops when one appears.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

/** @param {string} source */
module.exports = function trimVersionDocs(source) {
  const props = JSON.parse(source);
  if (props && typeof props === 'object' && 'categoryGeneratedIndex' in props) {
    throw new Error(
      `plugins/first-load: a generated-index category page (${props.categoryGeneratedIndex.permalink}) shows doc cards with descriptions, which versionPropsLoader.cjs leaves out of the browser bundle. Link the category to a doc, or stop trimming the descriptions.`,
    );
  }
  const docs = props?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const [id, doc] of Object.entries(docs)) docs[id] = { id: doc.id, sidebar: doc.sidebar };
  return JSON.stringify(props);
};
