import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsData, useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';
import { sidebarOfPage } from '@site/src/navigation/docSidebars';

/**
 * The navbar's link to a docs sidebar ("Tideline", "gSharp"), highlighted while the page is a doc of that sidebar: the
 * theme's `docSidebar` item, except that it finds the page's sidebar in a map (src/navigation/docSidebars.ts). The
 * theme's item matches the address against each of the section's docs for that, on top of the matching its link
 * needs; with the API reference's 486 pages, the two were a twentieth of the time the build spends rendering pages.
 */
export default function DocSidebarLink({ sidebarId, label, docsPluginId, ...props }: Props): ReactNode {
  const docs = useDocsData(docsPluginId);
  const { pathname } = useLocation();
  const link = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!link) throw new Error(`The navbar's docSidebar item: the sidebar "${sidebarId}" has nothing to link to.`);
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
