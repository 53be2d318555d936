/**
 * The theme's navbar items that find a doc by its id in the docs' global data, which the browser bundle leaves out
 * (./globalDataLoader.cjs): a site configuring one would break once hydrated, so the build stops instead.
 */

/** Navbar item types that read `docs[].id` from the docs plugins' global data. */
const navbarTypesReadingDocIds: readonly string[] = ['doc', 'docsVersion', 'docsVersionDropdown'];

interface NavbarItem {
  type?: string;
  label?: string;
  items?: unknown;
}

/** The configured navbar items (dropdowns' items included) of a type that reads doc ids, as `type "label"`. */
export function navbarItemsReadingDocIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return (items as NavbarItem[]).flatMap((item) => [
    ...(item.type && navbarTypesReadingDocIds.includes(item.type) ? [`${item.type} "${item.label ?? ''}"`] : []),
    ...navbarItemsReadingDocIds(item.items),
  ]);
}
