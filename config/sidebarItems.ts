/**
 * Sidebar generation shared by the docs sections. A folder whose `_category_.json` links a page of the same
 * name ("System Uptime Monitoring") would otherwise list that page twice: as the category and beside it.
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type GeneratedItems = Awaited<ReturnType<SidebarItemsGeneratorOption>>;

function withoutPagesLinkedByCategories(items: GeneratedItems): GeneratedItems {
  const linkedDocIds = new Set(
    items.flatMap((item) => (item.type === 'category' && item.link?.type === 'doc' ? [item.link.id] : [])),
  );
  return items
    .filter((item) => !(item.type === 'doc' && linkedDocIds.has(item.id)))
    .map((item) => (item.type === 'category' ? { ...item, items: withoutPagesLinkedByCategories(item.items) } : item));
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({ defaultSidebarItemsGenerator, ...args }) =>
  withoutPagesLinkedByCategories(await defaultSidebarItemsGenerator(args));
