/**
 * Sidebar generation shared by the docs sections. A folder whose `_category_.json` links a page of the same
 * name ("System Uptime Monitoring") would otherwise list that page twice: as the category and beside it. A category
 * whose `_category_.json` sets `customProps.sidebarTopLevel` (the gSharp API reference, generated into
 * Development/Namespaces) is listed at the top level, right after the category it sits in.
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

type GeneratedItem = GeneratedItems[number];

function isTopLevelCategory(item: GeneratedItem): boolean {
  return item.type === 'category' && item.customProps?.sidebarTopLevel === true;
}

/** The item without its top-level categories, and those categories, from anywhere beneath it. */
function withoutTopLevelCategories(item: GeneratedItem): { kept: GeneratedItem; lifted: GeneratedItems } {
  if (item.type !== 'category') return { kept: item, lifted: [] };
  const lifted: GeneratedItems = [];
  const items: GeneratedItems = [];
  for (const child of item.items) {
    if (isTopLevelCategory(child)) {
      lifted.push(child);
      continue;
    }
    const inner = withoutTopLevelCategories(child);
    items.push(inner.kept);
    lifted.push(...inner.lifted);
  }
  return { kept: { ...item, items }, lifted };
}

function withTopLevelCategoriesLifted(items: GeneratedItems): GeneratedItems {
  return items.flatMap((item) => {
    const { kept, lifted } = withoutTopLevelCategories(item);
    return [kept, ...lifted];
  });
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({ defaultSidebarItemsGenerator, ...args }) =>
  withTopLevelCategoriesLifted(withoutPagesLinkedByCategories(await defaultSidebarItemsGenerator(args)));
