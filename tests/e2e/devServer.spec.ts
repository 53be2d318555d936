/**
 * The writers' loop: `npm run dev` serves every section, and compiles each page's code when the page is first
 * opened (plugins/dev-server), so a writer does not wait for the whole site to compile. How long it takes is
 * measured by the bench (bench/lib/devServerTiming.ts), not here.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevServer, type RunningDevServer } from './support/devServer';
import { testServer } from './support/testServer';

let devServer: RunningDevServer;

test.beforeAll(async () => {
  // A cold start, as a writer's first: a page compiled by an earlier dev server would come from the cache.
  await rm(path.join(testServer.root, 'node_modules', '.cache', 'rspack-site', 'dev'), {
    recursive: true,
    force: true,
  });
  devServer = await startDevServer({ siteDir: testServer.root });
});

test.afterAll(async () => {
  await devServer?.stop();
});

/** Opens a page of the dev server, waiting out its start; returns the addresses the browser asked to compile. */
async function openPage(page: import('@playwright/test').Page, address: string): Promise<string[]> {
  const compileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lazy-compilation-using-')) compileRequests.push(request.url());
  });
  await expect
    .poll(async () => (await page.goto(`${devServer.url}${encodeURI(address)}`).catch(() => null))?.status(), {
      message: `the dev server answers ${address}\n${devServer.output()}`,
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
  await expect(page.locator('article h1').first()).toBeVisible({ timeout: 120_000 });
  return compileRequests;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('npm run dev shows a guide page, compiling its code when it is opened', async ({ page }) => {
  const compileRequests = await openPage(page, '/Tideline/Applications/RDII/Overview');
  await expect(page.locator('article h1').first()).toHaveText('Rainfall-Derived Inflow and Infiltration (RDII)');
  expect(compileRequests, 'the page code was compiled on request').not.toEqual([]);
});

test('npm run dev shows the staff section and the API reference too', async ({ page }) => {
  await openPage(page, '/Internal Documentation/intro');
  await expect(page.locator('article h1').first()).toBeVisible();
  await openPage(page, '/gSharp/Development/Namespaces/');
  await expect(page.locator('article h1').first()).toHaveText('gSharp API reference');
});
