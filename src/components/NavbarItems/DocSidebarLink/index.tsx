import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsData } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';
import { sidebarLink, sidebarOfPage } from '@site/src/navigation/docSidebars';

/**
 * The navbar's link to a docs sidebar ("Tideline", "gSharp"), highlighted while the page is a doc of that sidebar: the
 * theme's `docSidebar` item, except that it finds the page's doc in a map (src/navigation/docSidebars.ts) rather than by matching
 * the address against each of the section's docs, twice for every item on every page. With the API reference's 486
 * pages, that matching was a twentieth of the time the build spends rendering pages.
 */
export default function DocSidebarLink({ sidebarId, label, docsPluginId, ...props }: Props): ReactNode {
  const docs = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const link = sidebarLink(docs, sidebarId, pathname);
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => sidebarOfPage(docs, pathname) === sidebarId}
      label={label ?? link.label}
      to={link.path}
    />
  );
}
