/**
 * Search puts the page a reader means first: acronyms open on the page that defines them, a mistyped word finds what
 * it meant, and a product name opens on its guide rather than on an API member that mentions it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const nrwOverview = '/Tideline/Applications/Non-Revenue Water/Overview';
const rdiiOverview = '/Tideline/Applications/RDII/Overview';
const iotDevices = '/Tideline/Applications/IOT Devices/Overview';
const gNodeLoggers = '/Tideline/Applications/IOT Devices/gNode Field Loggers';

// RDII has several pages of its own, each explaining it; any of them is a right first answer.
const anRdiiPage = '/Tideline/Applications/RDII/…';

const expectedFirst: [query: string, page: string][] = [
  ['MNF', nrwOverview],
  ['minimum night flow', nrwOverview],
  ['minimun night flow', nrwOverview],
  ['minimum nigth flow', nrwOverview],
  ['DMA', nrwOverview],
  ['NRW', nrwOverview],
  ['non revenue water', nrwOverview],
  ['RDII', anRdiiPage],
  ['rainfall derived infiltration', rdiiOverview],
  // The product's own page names both words in its title and links the fleet guide's sections, battery first.
  ['gNode', gNodeLoggers],
  ['gnode logger battery', gNodeLoggers],
  ['logger battery voltage', iotDevices],
];

/** The page of the first hit in the search modal, as a path with spaces and no anchor. */
async function firstHitFor(page: Page, query: string): Promise<string> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill(query);
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  // The hits answer this query, not one typed before it.
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  const href = (await first.getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  return decodeURI(href).replace(/#.*$/, '');
}

test('acronyms, typos and product names open on the page that explains them', async ({ readerPage: page }) => {
  await page.goto('/intro');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const firsts: [string, string][] = [];
  for (const [query, expected] of expectedFirst) {
    const first = await firstHitFor(page, query);
    firsts.push([
      query,
      expected === anRdiiPage && first.startsWith('/Tideline/Applications/RDII/') ? anRdiiPage : first,
    ]);
  }
  expect(firsts).toEqual(expectedFirst);
});
