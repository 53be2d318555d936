/**
 * Tells PostCSS's loader that the site has no PostCSS configuration file: Docusaurus hands it its plugins inline. Left
 * to look, the loader searches for one for every stylesheet anew, trying some thirty file names in each folder up to
 * the root, about a second of a cold build's busiest thread.
 */
import type { Plugin } from '@docusaurus/types';

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss: (options) => ({ ...options, config: false }),
  };
}
