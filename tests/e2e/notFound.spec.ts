/**
 * The page a reader meets at an address no page has: it says so in its title, suggests the pages the address
 * probably meant, starts a search from its words and links the main sections.
 */
import { expect, test } from './support/fixtures';

test('a mistyped address suggests the page it meant, first', async ({ readerPage: page }) => {
  const response = await page.goto('/Tideline/Applications/RDII/Overvew');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const suggestions = page.getByRole('region', { name: 'Did you mean' }).getByRole('link');
  await expect(suggestions.first()).toHaveText('RDII › Overview');
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/Tideline\/Applications\/RDII\/Overview$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the not-found page offers a search filled in from the address, and the main sections', async ({
  readerPage: page,
}) => {
  await page.goto('/Tideline/night%20flow');
  const search = page.getByRole('search', { name: 'Search the documentation' });
  await expect(search.getByRole('searchbox')).toHaveValue('night flow');
  for (const section of ['Tideline platform guides', 'gSharp guides', 'gSharp API reference']) {
    await expect(page.getByRole('region', { name: 'Or browse' }).getByRole('link', { name: section })).toBeVisible();
  }
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=night\+flow$/);
});

test('an address like no page suggests nothing but still offers the sections', async ({ readerPage: page }) => {
  await page.goto('/wp-admin/setup-config.php');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('region', { name: 'Or browse' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Did you mean' })).toHaveCount(0);
});
