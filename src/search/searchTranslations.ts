/**
 * DocSearch's wording with this site's empty-results text, "No results for";
 * Docusaurus 3.10 says "No results found for". Every other text is the theme's.
 */
import { translate } from '@docusaurus/Translate';
import themeTranslations from '@theme/SearchTranslations';

export const noResultsText = translate({
  id: 'search.noResultsText',
  message: 'No results for',
  description: 'Shown before the query when a search finds nothing',
});

export const searchTranslations = {
  ...themeTranslations,
  modal: {
    ...themeTranslations.modal,
    noResultsScreen: { ...themeTranslations.modal?.noResultsScreen, noResultsText },
  },
};
