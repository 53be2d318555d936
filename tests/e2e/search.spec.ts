/**
 * Search as a reader meets it (the search box, the search service, its messages): the DocSearch
 * modal and the /search page, answered by the Pagefind index of the build the server hands out.
 * Anonymous readers search the public index and can never reach the staff one; staff search both.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, staffTest, test } from './support/fixtures';
import { internalRoutes, pageUrl } from './support/seedRoutes';
import { testServer } from './support/testServer';
import { staffSectionPrefix } from '../../contract/audience';
import { listFiles } from '../../plugins/shared/listFiles';

/** Where the staff section's search index is served: under the section's address. */
const staffIndexPath = `${staffSectionPrefix}pagefind/`;

const knownPage = '/gSharp/Getting Started/Installation/SystemRequirements';
const buildDir = (audience: 'public' | 'staff') => path.join(testServer.root, 'build', audience);

interface KnownSection {
  id: string;
  heading: string;
  /** The heading and the page title: precise enough to rank that page first whatever else mentions the heading. */
  query: string;
}

/** The first section of a built page, read from the build so the tests follow the page as writers change it. */
async function firstSectionOf(route: string): Promise<KnownSection> {
  const html = await readFile(path.join(buildDir('public'), route, 'index.html'), 'utf8');
  const title = /<h1[^>]*>([^<]+)</.exec(html)?.[1]?.trim();
  const match = /<h2[^>]*\sid=["']?([^"'\s>]+)["']?[^>]*>([^<]+)</.exec(html);
  if (!title || !match?.[1] || !match[2]) throw new Error(`${route} has no title and h2 to search for`);
  const heading = match[2].trim();
  return { id: match[1], heading, query: `${heading} ${title}` };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Internal page names as queries: the last segment of each staff route ("Server Patching"). */
const internalPageNames = internalRoutes
  .map((route) => route.path.split('/').pop() ?? '')
  .filter((name) => name.includes(' '))
  .slice(0, 4);

async function openSite(page: Page, url = '/intro'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

/** Links as paths with spaces: the router writes hrefs decoded, the address bar shows them encoded. */
const hrefsOf = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((link) => decodeURI(link.getAttribute('href') ?? '')));

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

test.describe('the search modal', () => {
  test('opens with Ctrl+K and closes with Escape', async ({ readerPage: page }) => {
    await openSite(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('opens with Cmd+K', async ({ readerPage: page }) => {
    await openSite(page);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });

  test('opens with / when no input has the focus', async ({ readerPage: page }) => {
    await openSite(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('opens again with / after Escape closed it, though the focus is back on the search button', async ({
    readerPage: page,
  }) => {
    await openSite(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  });

  test('opens with / after a click on the colour toggle', async ({ page }) => {
    await openSite(page);
    await page.locator('nav.navbar').getByRole('button', { name: /mode/i }).click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('leaves / to an input that has the focus', async ({ readerPage: page }) => {
    await openSite(page, '/search');
    await page.locator('input[name="q"]').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('input[name="q"]')).toHaveValue('/');
  });

  test('finds a heading and takes the reader to it', async ({ page }) => {
    const section = await firstSectionOf(knownPage);
    await openSite(page);
    await searchFor(page, section.query);
    const hit = hitLinks(page).filter({
      has: page.locator('.DocSearch-Hit-title', { hasText: exactly(section.heading) }),
    });
    await hit.first().click();
    await expect(page).toHaveURL(`${pageUrl(knownPage)}#${section.id}`);
    await expect(page.locator(`[id="${section.id}"]`)).toBeInViewport();
    await expect(modal(page)).toHaveCount(0);
  });

  test('highlights the words searched for', async ({ readerPage: page }) => {
    await openSite(page);
    await searchFor(page, 'gSharp');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/gSharp/i);
  });

  test('says so when nothing matches, and offers a close spelling, the sections, the search page and a report', async ({
    readerPage: page,
  }) => {
    await openSite(page);
    await searchFor(page, 'gSharp');
    await expect(hitLinks(page).first()).toBeVisible();
    // Two edits from "pump": too far for the silent correction, near enough to suggest; Pagefind finds nothing for it.
    const query = 'vpmup';
    await page.locator('.DocSearch-Input').fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText(`No results for "${query}"`);
    await expect(screen.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText([
      'Tideline',
      'gNode',
      'gSharp',
      'API reference',
    ]);
    await expect(screen.getByRole('link', { name: `Search for "${query}" on the search page` })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent(query)}`,
    );
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^mailto:.*vpmup/);
    await screen.getByText('Did you mean').getByRole('button', { name: 'pump' }).click();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('pump');
    await expect(hitLinks(page).first()).toBeVisible();
  });

  test('narrows hits to the section chosen, and shows each page once without repeating its snippet', async ({
    readerPage: page,
  }) => {
    await openSite(page);
    await searchFor(page, 'gnode');
    await expect(hitLinks(page).first()).toBeVisible();
    const pageHits = page.locator('.DocSearch-Hit:not(.local-search-hit--child)');
    expect(new Set(await hrefsOf(pageHits.locator('a'))).size).toBe(await pageHits.count());
    const snippets = await page.locator('.DocSearch-Hit-path').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    expect(new Set(snippets).size).toBe(snippets.length);
    await page.locator('.DocSearch-Input').press('ArrowDown');
    await expect(hitLinks(page).first()).toBeFocused();

    const filter = page.getByRole('group', { name: 'Search in' });
    await expect(filter.getByRole('radio')).toHaveCount(5);
    await expect(filter.getByRole('radio', { name: 'Internal' })).toHaveCount(0);
    // Keyboard: the chips are radio buttons, moved along with the arrow keys.
    await filter.getByRole('radio', { name: 'All sections' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: 'Tideline' })).toBeChecked();
    await filter.getByRole('radio', { name: 'API reference' }).check();
    await expect
      .poll(async () => {
        const hrefs = await hrefsOf(hitLinks(page));
        return hrefs.length > 0 && hrefs.every((href) => href.startsWith('/gSharp/Development/Namespaces/'));
      })
      .toBe(true);
    await filter.getByRole('radio', { name: 'gNode' }).check();
    await expect
      .poll(async () => {
        const hrefs = await hrefsOf(hitLinks(page));
        return hrefs.length > 0 && hrefs.every((href) => href.startsWith('/Tideline/Applications/IOT Devices/'));
      })
      .toBe(true);
  });

  test('offers the sections, popular pages and the searches finished here before the reader types', async ({
    page,
  }) => {
    await openSite(page);
    await page.keyboard.press('Control+k');
    const start = page.locator('.local-search-start');
    await expect(start.getByRole('heading', { name: 'Recent searches' })).toHaveCount(0);
    await expect(start.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/gSharp/Development/Namespaces/',
    );
    await expect(start.getByRole('link', { name: 'gNode', exact: true })).toHaveAttribute(
      'href',
      '/Tideline/Applications/IOT Devices/gNode Field Loggers',
    );
    await expect(start.getByRole('link', { name: 'Internal' })).toHaveCount(0);
    await expect(start.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
    await page.locator('.DocSearch-Input').fill('pump');
    await hitLinks(page).first().click();
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await start.getByRole('button', { name: 'pump' }).click();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('pump');
    await expect(hitLinks(page).first()).toBeVisible();
  });

  test('shows the error screen when the network is cut', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await openSite(page);
    await searchFor(page, 'gSharp');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
  });

  test('loads the index when the search opens, not with the page', async ({ page }) => {
    const bundleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) bundleRequests.push(request.url());
    });
    await openSite(page);
    expect(bundleRequests).toEqual([]);
    const bundleLoading = page.waitForRequest((request) => new URL(request.url()).pathname === '/pagefind/pagefind.js');
    await page.keyboard.press('Control+k');
    await bundleLoading;
    await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  });

  test('gives no verdict until the index has answered', async ({ page }) => {
    let releaseFragments = (): void => undefined;
    const fragmentsReleased = new Promise<void>((resolve) => (releaseFragments = resolve));
    await page.route('**/pagefind/fragment/**', async (route) => {
      await fragmentsReleased;
      await route.continue();
    });
    await openSite(page);
    const fragmentAsked = page.waitForRequest((request) => request.url().includes('/pagefind/fragment/'));
    await searchFor(page, 'pump station');
    await fragmentAsked;
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    releaseFragments();
    await expect(hitLinks(page).first()).toBeVisible();
  });

  test('asks no Algolia host and preconnects to none', async ({ readerPage: page }) => {
    const algoliaRequests: string[] = [];
    page.on('request', (request) => {
      if (/algolia(net)?\.(net|com)/.test(request.url())) algoliaRequests.push(request.url());
    });
    await openSite(page);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await searchFor(page, 'gSharp');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(algoliaRequests).toEqual([]);
  });
});

test.describe('the /search page', () => {
  test('searches the q parameter and lists results grouped by page, matches highlighted', async ({
    readerPage: page,
  }) => {
    const section = await firstSectionOf(knownPage);
    await openSite(page, `/search?q=${encodeURIComponent(section.query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${section.query}"`);
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    const pageLinks = await hrefsOf(results.locator('h2 a'));
    expect(new Set(pageLinks).size).toBe(pageLinks.length);
    expect(pageLinks.filter((href) => href === knownPage)).toHaveLength(1);
    const knownResult = results.nth(pageLinks.indexOf(knownPage));
    expect(await hrefsOf(knownResult.locator('ul a'))).toContain(`${knownPage}#${section.id}`);
    await expect(results.locator('mark').first()).toBeVisible();
  });

  test('follows the query typed into it', async ({ readerPage: page }) => {
    await openSite(page, '/search');
    await page.locator('input[name="q"]').fill('gSharp');
    await expect(page).toHaveURL(/\/search\?q=gSharp$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('narrows to a section, and says so when nothing matches with a close spelling and the sections', async ({
    readerPage: page,
  }) => {
    await openSite(page, '/search?q=gnode');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('group', { name: 'Search in' }).getByRole('radio', { name: 'API reference' }).check();
    await expect
      .poll(async () => {
        const hrefs = await hrefsOf(page.locator('main article h2 a'));
        return hrefs.length > 0 && hrefs.every((href) => href.startsWith('/gSharp/Development/Namespaces/'));
      })
      .toBe(true);
    await page.locator('input[name="q"]').fill('vpmup');
    await expect(page.getByText('No results for "vpmup" in API reference')).toBeVisible();
    await page.getByRole('button', { name: 'Search all sections instead' }).click();
    await expect(page.getByText('No results for "vpmup"', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'gSharp' }),
    ).toBeVisible();
    await page.getByText('Did you mean').getByRole('button', { name: 'pump' }).click();
    await expect(page).toHaveURL(/\/search\?q=pump$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('is reached from the modal with "See all results"', async ({ readerPage: page }) => {
    await openSite(page);
    await searchFor(page, 'gSharp');
    await page.getByRole('link', { name: /See all \d+ results/ }).click();
    await expect(page).toHaveURL(/\/search\?q=gSharp$/);
  });
});

test.describe('anonymous readers', () => {
  test('never find an internal page', async ({ readerPage: page }) => {
    expect(internalPageNames.length).toBeGreaterThan(0);
    await openSite(page);
    for (const name of internalPageNames) {
      await searchFor(page, name);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      const urls = await hrefsOf(hitLinks(page));
      expect(
        urls.filter((url) => url.startsWith('/Internal')),
        name,
      ).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('search an index without the staff section', async ({ readerPage: page }) => {
    await openSite(page);
    const tags = await page.evaluate(async () => {
      const pagefind = (await import('/pagefind/pagefind.js' as string)) as {
        filters(): Promise<Record<string, Record<string, number>>>;
      };
      return Object.keys((await pagefind.filters()).docusaurus_tag ?? {});
    });
    expect(tags).toContain('docs-gsharp-current');
    expect(tags).not.toContain('docs-internal-current');
  });

  test('get 401 for every file of the staff search index', async ({ request }) => {
    const indexDir = path.join(buildDir('staff'), 'pagefind');
    const staffIndex = (await listFiles(indexDir)).map((file) => path.relative(indexDir, file));
    expect(staffIndex.length).toBeGreaterThan(0);
    for (const file of staffIndex) {
      const response = await request.get(pageUrl(`${staffIndexPath}${file.split(path.sep).join('/')}`), {
        maxRedirects: 0,
      });
      expect(response.status(), file).toBe(401);
    }
  });

  test('never ask for the staff index, in the modal or on the search page', async ({ readerPage: page }) => {
    const asked: string[] = [];
    const note = (request: { url(): string }) => asked.push(decodeURI(new URL(request.url()).pathname));
    page.on('request', note);
    try {
      await openSite(page);
      await searchFor(page, 'passkey');
      await expect(hitLinks(page).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await openSite(page, '/search?q=passkey');
      await expect(page.locator('article a').first()).toBeVisible();
    } finally {
      page.off('request', note);
    }
    expect(asked.some((url) => url.startsWith('/pagefind/'))).toBe(true);
    expect(asked.filter((url) => url.startsWith('/Internal Documentation/'))).toEqual([]);
  });
});

staffTest.describe('staff', () => {
  staffTest('find internal pages, and narrow a search to them', async ({ page }) => {
    await openSite(page);
    await searchFor(page, 'passkey');
    await page.getByRole('group', { name: 'Search in' }).getByRole('radio', { name: 'Internal' }).check();
    await expect
      .poll(async () => {
        const hrefs = await hrefsOf(hitLinks(page));
        return hrefs.length > 0 && hrefs.every((href) => href.startsWith(staffSectionPrefix));
      })
      .toBe(true);
    const [name = ''] = internalPageNames;
    await page.locator('.DocSearch-Input').fill(name);
    const internalHit = page
      .locator(
        '.DocSearch-Hit a[href^="/Internal Documentation/"], .DocSearch-Hit a[href^="/Internal%20Documentation/"]',
      )
      .first();
    await expect(internalHit).toBeVisible();
    await internalHit.click();
    await expect(page).toHaveURL(/\/Internal%20Documentation\//);
  });

  staffTest(
    'find pages of both sections in one ranked list, from the public site and from the staff section',
    async ({ page }) => {
      for (const start of ['/intro', pageUrl(`${staffSectionPrefix}intro`)]) {
        await openSite(page, start);
        await searchFor(page, 'passkey');
        await expect(hitLinks(page).first()).toBeVisible();
        const urls = await hrefsOf(hitLinks(page));
        expect(
          urls.some((url) => url.startsWith(staffSectionPrefix)),
          start,
        ).toBe(true);
        expect(
          urls.some((url) => url.startsWith('/Tideline/')),
          start,
        ).toBe(true);
        await page.keyboard.press('Escape');
      }
    },
  );

  staffTest('open a public hit from the staff section as a page of the public site', async ({ page }) => {
    await openSite(page, pageUrl(`${staffSectionPrefix}intro`));
    await searchFor(page, 'passkey');
    const publicHit = page.locator('.DocSearch-Hit a[href^="/Tideline/"]').first();
    await expect(publicHit).toBeVisible();
    await publicHit.click();
    await expect(page).toHaveURL(/\/Tideline\//);
    await expect(page.locator('article h1')).toBeVisible();
  });

  staffTest('find staff pages on the search page too', async ({ page }) => {
    await openSite(page, '/search?q=passkey');
    await expect(
      page
        .locator(`article a[href^="${staffSectionPrefix}"], article a[href^="${pageUrl(staffSectionPrefix)}"]`)
        .first(),
    ).toBeVisible();
  });
});
