/**
 * Every link of a sidebar says which page it opens: no two links of the Tideline sidebar, or of the gSharp guides,
 * read the same (there were four "Overview" and three "Introduction"), and so no "Next" or "Previous" at the foot of
 * a page says just "Overview". The API reference is left out: its members repeat under each type by design
 * ("Methods", "Avg"), and the type above each says which.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { testServer } from './support/testServer';

const apiReference = '/gSharp/Development/Namespaces/';

const sidebars = [
  { name: 'Tideline', start: '/intro' },
  { name: 'gSharp', start: '/gSharp/Overview' },
] as const;

/** Opens every collapsed category of the sidebar but the API reference's, then lists its links' text and address. */
async function sidebarLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (;;) {
    const collapsed = sidebar.locator('li.menu__list-item--collapsed').filter({
      hasNot: page.locator(`a[href^="${apiReference}"]`),
    });
    if ((await collapsed.count()) === 0) break;
    // A handle, not a locator: once open, the category leaves the list of collapsed ones.
    const category = await collapsed.first().elementHandle();
    if (category === null) break;
    const caret = await category.$(':scope > .menu__list-item-collapsible > button.menu__caret');
    await (caret ?? (await category.$(':scope > .menu__list-item-collapsible > a')))?.click();
    await page.waitForFunction((item) => !item.classList.contains('menu__list-item--collapsed'), category);
  }
  return sidebar
    .locator('a.menu__link')
    .evaluateAll((links) =>
      links
        .map((link) => ({ label: (link.textContent ?? '').trim(), href: link.getAttribute('href') ?? '' }))
        .filter((link) => link.href !== '#' && !link.href.startsWith('/gSharp/Development/Namespaces/')),
    );
}

const repeated = (labels: string[]) => labels.filter((label, index) => labels.indexOf(label) !== index);

for (const { name, start } of sidebars) {
  test(`no two links of the ${name} sidebar read the same, and no pager says just "Overview"`, async ({
    readerPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(start);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const links = await sidebarLinks(page);
    expect(links.length).toBeGreaterThan(5);
    expect(repeated(links.map((link) => link.label))).toEqual([]);

    // The pagers are in each page's built HTML: read there rather than by opening every page.
    const vagueLabels: string[] = [];
    let pagerLabels = 0;
    for (const { href } of links.filter((link) => link.href.startsWith('/'))) {
      const file = path.join(testServer.root, 'build', 'public', ...decodeURI(href).split('/'), 'index.html');
      const html = await readFile(file, 'utf8');
      for (const [, label = ''] of html.matchAll(/class="?pagination-nav__label"?>(.*?)<\/div>/g)) {
        pagerLabels += 1;
        const text = label
          .replace(/<[^>]+>/g, '')
          .replace(/[«»]/g, '')
          .trim();
        if (/^Overview$/i.test(text)) vagueLabels.push(`${href}: ${text}`);
      }
    }
    // Control: the pagers were found.
    expect(pagerLabels).toBeGreaterThan(links.length / 2);
    expect(vagueLabels).toEqual([]);
  });
}

test('the Tideline sidebar spells IoT Devices as the pages do, while its address keeps the IOT Devices folder', async ({
  readerPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/Tideline/Applications/IOT%20Devices/Overview');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByText('IoT Devices', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('IOT Devices', { exact: true })).toHaveCount(0);
});
