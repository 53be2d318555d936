/**
 * Code blocks are highlighted when the site is built (plugins/code-highlight): readers see coloured code in either
 * colour mode, with the theme's title, highlighted lines and copy button, and no highlighter is downloaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { listFiles } from '../../plugins/shared/listFiles';
import { testServer } from './support/testServer';

const pageWithCode = '/markdown-page';
/** A long guide whose code blocks come after more than React's first 12.8 KB of HTML. */
const longPageWithCode = '/gSharp/Development/G_Tideline_GSharp_PI';

test('a C# block arrives highlighted in the HTML, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pageWithCode);
  const keyword = page.locator('pre.language-csharp .token.keyword').first();
  await expect(keyword).toHaveText('using');
  await context.close();
});

test('every code block of a long page is in place in the HTML, for readers without scripts and for crawlers', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(longPageWithCode);
  const blocks = page.locator('.theme-code-block');
  // Three C# samples and the Output of the one that states what it writes.
  await expect(blocks).toHaveCount(4);
  for (const block of await blocks.all()) await expect(block).toBeVisible();
  await expect(blocks.first()).toContainText('public class DmaDailyFlows');
  await context.close();
});

test('no built page holds content back in a hidden element for a script to move into place', async () => {
  // React's server renderer outlines a Suspense boundary's content this way; without scripts it stays hidden.
  const outlined = /<div hidden id="?S:\d/;
  for (const audience of ['public', 'staff']) {
    const pages = (await listFiles(path.join(testServer.root, 'build', audience))).filter((file) =>
      file.endsWith('.html'),
    );
    // The public site has every guide and API page; `build/staff` only the staff section's pages.
    expect(pages.length).toBeGreaterThan(audience === 'public' ? 500 : 20);
    const held: string[] = [];
    for (const file of pages)
      if (outlined.test(await readFile(file, 'utf8'))) held.push(path.relative(testServer.root, file));
    expect(held).toEqual([]);
  }
});

test('token colours follow the colour mode', async ({ page }) => {
  await page.goto(pageWithCode);
  const keyword = page.locator('pre.language-csharp .token.keyword').first();
  const light = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await keyword.evaluate((element) => getComputedStyle(element).color);
  const plain = await page
    .locator('pre.language-csharp')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(light).not.toBe(dark);
  expect(dark).not.toBe(plain);
});

test('the block keeps its title, its highlighted line and a copy button that copies the code without magic comments', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(pageWithCode);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const block = page.locator('.theme-code-block').first();
  await expect(block).toContainText('InletFlowTotal.cs');
  await expect(block.locator('.theme-code-block-highlighted-line')).toHaveText(/DailyVolume\.Value = /);
  await expect(block).not.toContainText('highlight-next-line');
  await block.hover();
  await block.getByRole('button', { name: /copy code/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('public class InletFlowTotal');
  expect(copied).not.toContain('highlight-next-line');
});

test('no highlighter is downloaded, and links in view are not prefetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || /\.js$/.test(response.url()))
      scripts.push(await response.text());
  });
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'other' && request.url().includes('/assets/js/')) prefetches.push(request.url());
  });
  await page.goto(pageWithCode);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Prism's grammars are objects with `lookbehind` and `greedy` flags, names minifying keeps.
  expect(scripts.filter((text) => text.includes('lookbehind'))).toEqual([]);
  expect(prefetches).toEqual([]);
});

test('following a link to a page with code shows its code blocks together with the page, not a moment later', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Every change the page makes to its content is checked as it lands: the page's heading never shows without its code.
  await page.evaluate(() => {
    const watch = window as Window & { headingWithoutCode?: boolean };
    watch.headingWithoutCode = false;
    new MutationObserver(() => {
      const heading = Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === 'Markdown page');
      if (heading && !document.querySelector('pre.language-csharp')) watch.headingWithoutCode = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Writing in Markdown' }).click();
  await expect(page.locator('pre.language-csharp').first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { headingWithoutCode?: boolean }).headingWithoutCode)).toBe(
    false,
  );
});
