/**
 * The writers' loop: seconds from starting the dev server (`npm run dev`, or stock's `docusaurus start`) until
 * Chromium shows a page's heading, which is what a writer waits for before they can read their change.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { startDevServer } from '../../tests/e2e/support/devServer.js';

const patience = 300_000;

export async function secondsToFirstPage(browser: Browser, siteDir: string, pagePath: string): Promise<number> {
  const started = performance.now();
  const server = await startDevServer({ siteDir });
  const page = await browser.newPage();
  try {
    // The server refuses connections while it loads the site, then holds requests until its first compilation.
    for (;;) {
      try {
        await page.goto(`${server.url}${encodeURI(pagePath)}`, { timeout: patience });
        break;
      } catch (error) {
        if (performance.now() - started > patience)
          throw new Error(`The dev server in ${siteDir} served nothing:\n${server.output()}`, { cause: error });
        await sleep(200);
      }
    }
    await page.locator('article h1').first().waitFor({ timeout: patience });
    return (performance.now() - started) / 1000;
  } finally {
    await page.close();
    await server.stop();
  }
}
