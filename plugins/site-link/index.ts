/**
 * Puts src/components/SiteLink in the place of `@docusaurus/Link` for the whole site, theme included: the theme's
 * navbar, footer, sidebars and search hits all link through it, and it makes a link into the staff section from a page
 * outside it a full page load. `@docusaurus/Link` is a module alias, not a theme component, so it
 * cannot be swizzled; the component imports Docusaurus's own `Link` by its file.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function siteLinkPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-link',
    configureWebpack() {
      return {
        resolve: {
          alias: { '@docusaurus/Link': path.join(context.siteDir, 'src', 'components', 'SiteLink', 'index.tsx') },
        },
      };
    },
  };
}
