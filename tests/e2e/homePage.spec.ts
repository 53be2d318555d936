/**
 * The home page is a landing page, not a guide: a hero with the site's purpose and a search entry, cards for the
 * products, no breadcrumb, "Copy page" or pager, on a phone (390x844) and a desktop (1280x900). Its long inline
 * addresses wrap only after a dot, a slash or a query's punctuation.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const gNodePage = '/Tideline/Applications/IOT%20Devices/gNode%20Field%20Loggers';

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Where each line of the page's inline code ends mid-code: the character before the break, with its code. */
function inlineCodeLineEnds(page: Page): Promise<{ code: string; before: string }[]> {
  return page.evaluate(() => {
    const ends: { code: string; before: string }[] = [];
    for (const code of Array.from(
      document.querySelectorAll<HTMLElement>('article p code, article li code, article td code'),
    )) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const characters: { text: string; top: number }[] = [];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let index = 0; index < value.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (box) characters.push({ text: value[index] ?? '', top: box.top });
        }
      }
      for (let index = 1; index < characters.length; index += 1) {
        const previous = characters[index - 1];
        const current = characters[index];
        if (previous && current && current.top > previous.top + 2)
          ends.push({ code: code.textContent ?? '', before: previous.text });
      }
    }
    return ends;
  });
}

for (const { name, viewport } of sizes) {
  test.describe(`the home page on a ${name}`, () => {
    test.use({ viewport });

    test('opens with a hero, not a guide page: no breadcrumb, Copy page or pager, and nothing wider than the screen', async ({
      readerPage: page,
    }) => {
      await openHome(page);
      await expect(page).toHaveTitle('Documentation for Tideline, gNode and gSharp | Tideline Docs');
      const headings = page.locator('article h1');
      await expect(headings).toHaveCount(1);
      await expect(headings).toHaveText('Documentation for Tideline, gNode and gSharp');
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Docs pages' })).toHaveCount(0);
      const products = page.getByRole('list', { name: 'Products' });
      await expect(products.getByRole('heading')).toHaveText(['Tideline', 'gNode', 'gSharp']);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    });

    test("the hero's search entry opens the search modal", async ({ readerPage: page }) => {
      await openHome(page);
      await page.getByRole('button', { name: 'Search the guides and the API reference' }).click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });
  });
}

test('the home page stays in the Tideline sidebar, which links back to it', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'gNode field loggers' })).toBeVisible();
});

test("the home page's gNode card leads to the public gNode page, which links the IoT Devices guides", async ({
  readerPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'gNode' }).click();
  await expect(page).toHaveURL(gNodePage);
  await expect(page.locator('article h1')).toHaveText('gNode field loggers');
  await expect(page.locator('article').getByRole('link', { name: 'Device states' })).toHaveAttribute(
    'href',
    '/Tideline/Applications/IOT Devices/Overview#device-states',
  );
});

test('on a phone, inline addresses on the home page wrap only after . / - _ ? & =', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const ends = await inlineCodeLineEnds(page);
  // The check can fail: the Portal's address is longer than a phone's line, so it must wrap somewhere.
  expect(ends.map((end) => end.code)).toContain('https://riverbend.portal.tideline.example');
  expect(ends.filter((end) => !'./-_?&='.includes(end.before))).toEqual([]);
});
