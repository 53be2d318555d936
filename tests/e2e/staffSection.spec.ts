/**
 * The staff section inside the one site (plugins/staff-section): a staff page loads the section's routes from under
 * its address and moves with the router, within the section and out of it; a page outside the section never loads
 * anything of it, and a link or a route change from there into the section loads the staff page from the server,
 * which refuses anyone but staff.
 */
import type { Page, Request } from '@playwright/test';
import { staffSectionPrefix } from '../../contract/audience';
import { customerTest, expect, staffTest, test } from './support/fixtures';

/** Marks the document: a router navigation keeps the mark, a page load starts a document without it. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

const staffPrefixPath = encodeURI(staffSectionPrefix);
const underStaffPrefix = (request: Request) => new URL(request.url()).pathname.startsWith(staffPrefixPath);

staffTest(
  'staff move between staff pages and out to the rest of the site with the router, and back',
  async ({ page }) => {
    await page.goto(`${staffPrefixPath}intro`);
    const heading = page.locator('article h1');
    await expect(heading).toBeVisible();
    const introTitle = await heading.textContent();
    await markDocument(page);

    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${staffPrefixPath}.+`));
    await expect(heading).not.toHaveText(introTitle ?? '');
    expect(await isSameDocument(page), 'a staff page opened from a staff page').toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tideline', exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(staffPrefixPath));
    await expect(heading).toBeVisible();
    expect(await isSameDocument(page), 'a public page opened from a staff page').toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(staffPrefixPath));
    await expect(heading).not.toHaveText(introTitle ?? '');
    expect(await isSameDocument(page), 'back to the staff page').toBe(true);
  },
);

staffTest(
  'staff following the Internal item from a public page load the staff page from the server',
  async ({ page }) => {
    await page.goto('/gSharp/Overview');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Internal', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${staffPrefixPath}intro$`));
    await expect(page.locator('article h1')).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  },
);

staffTest('a staff page is kept from search engines; a public page is not', async ({ page }) => {
  await page.goto(`${staffPrefixPath}intro`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/intro');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

for (const [who, readerTest] of [
  ['an anonymous reader', test],
  ['a signed-in customer', customerTest],
  ['staff', staffTest],
] as const) {
  readerTest(`${who} reading public pages loads nothing from under the staff section's address`, async ({ page }) => {
    const staffRequests: string[] = [];
    page.on('request', (request) => {
      if (underStaffPrefix(request)) staffRequests.push(request.url());
    });
    for (const address of ['/', '/intro', '/gSharp/Overview', '/Tideline/Applications/RDII/Overview']) {
      await page.goto(address);
      await expect(page.locator('main').first()).toBeVisible();
      // Pointing at links fetches their pages' code.
      for (const link of (await page.locator('main a[href^="/"]').all()).slice(0, 5)) await link.hover();
    }
    await page.waitForLoadState('networkidle');
    expect(staffRequests).toEqual([]);
  });
}

/** Moves the router to an address as a link would, without a link: the history entry, then the event it listens to. */
const routeTo = (page: Page, address: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

for (const [who, readerTest, refusal] of [
  ['an anonymous reader', test, 401],
  ['a signed-in customer', customerTest, 403],
] as const) {
  // The server refuses the section's address in any letter case.
  const underStaffPrefixAnyCase = (request: Request) =>
    new URL(request.url()).pathname.toLowerCase().startsWith(staffPrefixPath.toLowerCase());
  readerTest(
    `${who} routed to a staff address from a public page gets the server's refusal once, and no staff file`,
    async ({ page }) => {
      const staffRequests: Array<{ url: string; document: boolean }> = [];
      page.on('request', (request) => {
        if (underStaffPrefixAnyCase(request))
          staffRequests.push({ url: request.url(), document: request.resourceType() === 'document' });
      });
      const answers: number[] = [];
      page.on('response', (response) => {
        if (underStaffPrefixAnyCase(response.request()) && response.request().resourceType() === 'document')
          answers.push(response.status());
      });
      await page.goto('/intro');
      await expect(page.locator('article h1')).toBeVisible();
      // Both the exact address and a letter-case variant, which the router matches as it matches the section's.
      for (const address of [`${staffSectionPrefix}intro`, '/internal documentation/Bonus Info']) {
        await page.goto('/intro');
        await expect(page.locator('article h1')).toBeVisible();
        await routeTo(page, address);
        await page.waitForURL((url) => !url.pathname.startsWith('/intro'));
        await page.waitForLoadState('networkidle');
      }
      // One page load per address, refused: the refusal page does not send the reader back to the staff address.
      expect({ answers, staffFiles: staffRequests.filter(({ document }) => !document) }).toEqual({
        answers: [refusal, refusal],
        staffFiles: [],
      });
    },
  );
}
