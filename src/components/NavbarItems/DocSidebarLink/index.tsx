import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useActiveVersion, useDocsData, useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';
import { sidebarOfPage } from '@site/src/navigation/docSidebars';

type SidebarLink = { path: string; label: string };

/**
 * The navbar's link to a docs sidebar ("Tideline", "gSharp"), highlighted while the page is a doc of that sidebar: the
 * theme's `docSidebar` item without its matching of the address against each of the section's docs. The theme's item
 * does that twice per render on a page of the section, to find the version its link comes from and to tell whether
 * the page is in the sidebar; with the API reference's 486 pages, that was a twentieth of the time the build spends
 * rendering pages. Here the page's version, when it has the sidebar, gives the link, as it would the theme's hook,
 * and the page's sidebar is one lookup in a map (src/navigation/docSidebars.ts). Moving into or out of the section
 * swaps the two ways of finding the link, and with them the item's elements, which a navigation does not notice:
 * Docusaurus moves the focus to the top of the page on every navigation.
 */
export default function DocSidebarLink(props: Props): ReactNode {
  const link = useActiveVersion(props.docsPluginId)?.sidebars?.[props.sidebarId]?.link;
  return link ? <SidebarLinkItem {...props} link={link} /> : <LinkFromTheme {...props} />;
}

/**
 * The link as the theme's hook finds it, from the reader's preferred or the latest version: on a page outside the
 * section, where it matches no doc, it costs nothing more.
 */
function LinkFromTheme(props: Props): ReactNode {
  const link = useLayoutDocsSidebar(props.sidebarId, props.docsPluginId).link;
  if (!link) throw new Error(`The navbar's docSidebar item: the sidebar "${props.sidebarId}" has nothing to link to.`);
  return <SidebarLinkItem {...props} link={link} />;
}

function SidebarLinkItem({ sidebarId, label, docsPluginId, link, ...props }: Props & { link: SidebarLink }): ReactNode {
  const docs = useDocsData(docsPluginId);
  const { pathname } = useLocation();
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
