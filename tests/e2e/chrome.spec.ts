/**
 * The site's chrome as a reader meets it: navbar, footer, sign-in states and sizes.
 */
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { testServer } from './support/testServer';
import { collectConsoleErrors } from './support/consoleErrors';

const longPage = '/Tideline/Applications/Non-Revenue%20Water/Overview';

test.describe('navbar', () => {
  test('shows the logo, the section items, the search button, the colour toggle, the language menu and Log in', async ({
    readerPage: page,
  }) => {
    await page.goto('/intro');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('img.themedComponent--light, .navbar__logo img').first()).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Tideline', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'gSharp', exact: true })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /search/i })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /dark mode|light mode|system mode/i })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('marks the section being read, also after following links in the browser', async ({ readerPage: page }) => {
    const navbar = page.locator('nav.navbar');
    const section = (name: string) => navbar.getByRole('link', { name, exact: true });
    await page.goto('/gSharp/Development/Namespaces/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Links followed in the browser: the marks come from the browser's own docs data, not the server's HTML.
    await section('Tideline').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(section('Tideline')).toHaveClass(/navbar__link--active/);
    await expect(section('gSharp')).not.toHaveClass(/navbar__link--active/);
    await section('gSharp').click();
    await expect(page).toHaveURL(/\/gSharp\/Overview$/);
    await expect(section('gSharp')).toHaveClass(/navbar__link--active/);
    await expect(section('Tideline')).not.toHaveClass(/navbar__link--active/);
  });

  test('has a dark-mode logo variant', async ({ readerPage: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/intro');
    await expect(page.locator('.navbar__logo img[src$="logo-dark.svg"]')).toBeVisible();
  });

  test('hides when scrolling down and comes back when scrolling up', async ({ readerPage: page }) => {
    await page.goto(longPage);
    const navbar = page.locator('nav.navbar');
    const top = async () => (await navbar.boundingBox())?.y ?? 0;
    await page.mouse.move(600, 400);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, 400);
    await expect.poll(top).toBeLessThan(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(top).toBe(0);
  });

  test('uses a slide-in menu at 996 px that closes by itself on reaching 997 px', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/intro');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeHidden();
  });
});

test.describe('colour mode', () => {
  test('starts light, toggles to dark, and keeps the choice after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.locator('nav.navbar').getByRole('button', { name: /mode/i });
    while ((await html.getAttribute('data-theme')) !== 'dark') await toggle.click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('turns a light system page dark on the first click', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/intro');
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /system mode/i })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('turns a dark system page light on the first click', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/intro');
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /system mode/i })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows the system preference when nothing is saved', async ({ readerPage: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('without browser storage, warns in the console and carries on', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('/intro');
    await expect(page.locator('article h1')).toBeVisible();
    const toggle = page.locator('nav.navbar').getByRole('button', { name: /mode/i });
    await toggle.click();
    await expect.poll(() => warnings.some((w) => w.includes('storage is not available'))).toBe(true);
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed after a reload until its id changes', async ({ page }) => {
    await page.goto('/intro');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('gSharp 4.2 is out');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('gSharp 4.2 is out')).toBeHidden();
    // The key may carry a site namespace suffix; change whichever the site wrote.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith('docusaurus.announcement.id'))) {
        localStorage.setItem(key, 'an-older-announcement');
      }
    });
    // Docusaurus notices the new id on this load and forgets the dismissal; the bar shows from the next page on.
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('docusaurus.announcement.dismiss'))
            .every((key) => localStorage.getItem(key) === 'false'),
        ),
      )
      .toBe(true);
    await page.goto('/gSharp/Overview');
    await expect(page.getByText('gSharp 4.2 is out')).toBeVisible();
  });
});

test.describe('page furniture', () => {
  test('a skip link moves focus to the main content', async ({ readerPage: page }) => {
    await page.goto('/intro');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main, [id="__docusaurus_skipToContent_fallback"]').first()).toBeVisible();
  });

  test('the footer shows the year 2025, as the specification gives it', async ({ readerPage: page }) => {
    await page.goto('/intro');
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025 Tideline');
  });

  test('the table of contents lists level 2 and 3 headings only', async ({ readerPage: page }) => {
    await page.goto(longPage);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))));
    expect(tocTargets.length).toBeGreaterThan(2);
    const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), tocTargets);
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  });

  test('breadcrumbs show where the page sits', async ({ readerPage: page }) => {
    await page.goto('/Tideline/Applications/RDII/Quantifying%20RDII');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('RDII');
  });

  test('an unknown path shows the not-found page', async ({ readerPage: page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('.html and /index.html addresses open the page they name', async ({ readerPage: page }) => {
    for (const address of ['/intro.html', '/intro/index.html']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/intro$/);
      await expect(page.locator('article h1')).toHaveText('Introduction to Tideline');
    }
  });

  test('pages load without console errors, favicon included', async ({ readerPage: page, request }) => {
    // Seven full page loads, each until the network is quiet.
    test.slow();
    const errors = collectConsoleErrors(page);
    for (const path of ['/', '/intro', longPage, '/gSharp/Overview', '/markdown-page', '/search', '/no/such/page']) {
      // Chunks and the session check load after the page: wait until the network is quiet, so any of them
      // that fails has failed before the next page.
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await request.get(favicon ?? '')).status()).toBe(200);
  });
});

test.describe('sitemap', () => {
  test('lists pages weekly at priority 0.5 without tag pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<changefreq>weekly</changefreq>');
    expect(sitemap).toContain('<priority>0.5</priority>');
    expect(sitemap).toContain('/gSharp/Overview');
    expect(sitemap).not.toContain('/tags/');
  });
});

test.describe('route changes', () => {
  test('show the progress bar when the next page is slow to load', async ({ page }) => {
    await page.goto('/intro');
    // The next page's code is held back until the progress bar shows, however long that takes.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await codeReleased;
      await route.continue();
    });
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Logging In' }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    releaseCode();
    await expect(page.locator('article h1')).toHaveText(/Logging In/);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('scroll to the anchor of the address, or to the top without one', async ({ readerPage: page }) => {
    await page.goto(longPage);
    const anchor = await page.locator('.table-of-contents a').nth(2).getAttribute('href');
    await page.goto(`${longPage}${anchor}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Introduction', exact: true })
      .click();
    await expect(page.locator('article h1')).toHaveText('Introduction to Tideline');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('failures', () => {
  /** The JS chunk that holds a page's content, found by a phrase only that page has. */
  async function chunkContaining(phrase: string): Promise<string> {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = path.join(testServer.root, 'build', 'public', 'assets', 'js');
    for (const file of await readdir(dir)) {
      if ((await readFile(path.join(dir, file), 'utf8')).includes(phrase)) return file;
    }
    throw new Error(`No chunk contains "${phrase}".`);
  }

  test('a page that fails while rendering shows "This page crashed." with the error and "Try again"', async ({
    page,
  }) => {
    const chunk = await chunkContaining('Notes add context a reader may skip');
    await page.route(`**/assets/js/${chunk}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /default:\(\)=>([\w$]+)/,
        'default:()=>(()=>{throw new Error("Simulated rendering failure")})',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/markdown-page');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Simulated rendering failure')).toBeVisible();
    // "Try again" renders the page again; its code still fails, so the crash page comes back.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
  });

  test('a route whose code cannot be fetched is loaded by a full page load instead', async ({ page }) => {
    await page.goto('/intro');
    const chunk = await chunkContaining('Notes add context a reader may skip');
    await page.route(`**/assets/js/${chunk}`, (route) => route.abort());
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/markdown-page'),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Writing in Markdown' }).click();
    await fullLoad;
    await expect(page.locator('h1')).toHaveText('Markdown page');
  });
});

test.describe('staff pages', () => {
  test('say at the top that they are internal; public pages do not', async ({ staffReaderPage: page }) => {
    await page.goto('/Internal%20Documentation/intro');
    await expect(page.getByRole('note').filter({ hasText: 'for Tideline staff only' })).toBeVisible();
    await page.goto('/intro');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'for Tideline staff only' })).toHaveCount(0);
  });
});
