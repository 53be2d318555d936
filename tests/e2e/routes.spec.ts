/**
 * Every seed route exists at exactly its path, with its title and its sidebar (seed §2).
 * Public routes are read anonymously; staff routes as a staff member.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { internalRoutes, pageUrl, publicRoutes, sidebarEntryLinks, type SeedRoute } from './support/seedRoutes';
import { testServer } from './support/testServer';

async function titleOf(route: SeedRoute): Promise<string> {
  const source = await readFile(path.join(testServer.root, route.source), 'utf8');
  const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (!title) throw new Error(`${route.source} has no title in its front matter.`);
  return title;
}

async function expectRoute(page: Page, route: SeedRoute): Promise<void> {
  const response = await page.goto(pageUrl(route.path));
  expect(response?.status(), route.path).toBe(200);
  const title = await titleOf(route);
  await expect(page.locator('article h1').first()).toHaveText(title);
  // Docusaurus leaves the site name off a page titled like the site.
  await expect(page).toHaveTitle(title === 'Tideline Docs' ? title : `${title} | Tideline Docs`);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator(`a[href="${sidebarEntryLinks[route.sidebar]}"]`).first()).toBeAttached();
  await expect(sidebar.locator('a.menu__link--active').last()).toHaveAttribute('href', route.path);
}

test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.path} shows its page in the ${route.sidebar} sidebar`, async ({ readerPage }) => {
      await expectRoute(readerPage, route);
    });
  }

  test('/markdown-page renders the Markdown page', async ({ readerPage: page }) => {
    expect((await page.goto('/markdown-page'))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Markdown page');
    await expect(page).toHaveTitle('Markdown page | Tideline Docs');
  });

  test('/search shows the search page', async ({ readerPage: page }) => {
    expect((await page.goto('/search'))?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText(/search/i);
  });
});

test.describe('staff routes', () => {
  for (const route of internalRoutes) {
    test(`${route.path} shows its page in the internal sidebar`, async ({ staffReaderPage }) => {
      await expectRoute(staffReaderPage, route);
    });
  }
});
