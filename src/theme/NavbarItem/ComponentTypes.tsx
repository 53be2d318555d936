// Replaced (not wrapped: the theme's map imports every item type into main.js) to register the sign-in button and the staff section link, to draw docs sidebar links with a cheaper active check (src/components/NavbarItems/DocSidebarLink), and to load the item types this site does not configure only if one is ever shown.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type ThemeComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import AuthButton from '@site/src/components/NavbarItems/AuthButton';
import DocSidebarLink from '@site/src/components/NavbarItems/DocSidebarLink';
import StaffSectionLink from '@site/src/components/NavbarItems/StaffSectionLink';

type ItemTypes = typeof ThemeComponentTypes;

/** An item type whose code loads when an item of it is first shown; none is configured today (docusaurus.config.ts). */
function onDemand<Type extends keyof ItemTypes>(
  load: () => Promise<{ default: ItemTypes[Type] }>,
): ComponentType<ComponentProps<ItemTypes[Type]>> {
  const Item = lazy(load) as ComponentType<ComponentProps<ItemTypes[Type]>>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per item type at module load (below), never in a render.
  return function OnDemandNavbarItem(props: ComponentProps<ItemTypes[Type]>): ReactNode {
    return (
      <Suspense fallback={null}>
        <Item {...props} />
      </Suspense>
    );
  };
}

export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarLink,
  search: onDemand<'search'>(() => import('@theme/NavbarItem/SearchNavbarItem')),
  html: onDemand<'html'>(() => import('@theme/NavbarItem/HtmlNavbarItem')),
  doc: onDemand<'doc'>(() => import('@theme/NavbarItem/DocNavbarItem')),
  docsVersion: onDemand<'docsVersion'>(() => import('@theme/NavbarItem/DocsVersionNavbarItem')),
  docsVersionDropdown: onDemand<'docsVersionDropdown'>(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
  'custom-authButton': AuthButton,
  'custom-staffSectionLink': StaffSectionLink,
} satisfies ItemTypes & Record<string, ComponentType<never>>;
