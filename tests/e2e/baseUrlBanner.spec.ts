/**
 * The banner Docusaurus puts on the home page when the site's code could not load there, which usually means the
 * public build was published under another base path than it was built for: it names the path to build for.
 * A made-up static host serves the built home page under /tideline-docs/, where none of its assets exist.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const staticHost = 'http://static-host.test';

test('the home page published under another base path shows the base-URL banner, suggesting that path', async ({
  page,
}) => {
  const home = await readFile(path.join('build', 'public', 'index.html'), 'utf8');
  await page.route(`${staticHost}/**`, (route) =>
    new URL(route.request().url()).pathname === '/tideline-docs/'
      ? route.fulfill({ contentType: 'text/html', body: home })
      : route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto(`${staticHost}/tideline-docs/`);
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/tideline-docs/');
});

test('the home page at its own address shows no banner', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});
