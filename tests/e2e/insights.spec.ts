/**
 * The staff Insights page and /api/insights against the real server: only staff get them; what readers
 * send (feedback, a search that found nothing) shows up there; bad periods get a 400; the report reads the
 * same from PostgreSQL; and nothing of the page reaches the public build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { customerTest, staffTest } from './support/fixtures';
import { startPostgres, type RunningPostgres } from './support/postgres';
import { signInWithEmailCode, staffAddress } from './support/session';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { testServer } from './support/testServer';
import { storedEvents } from './support/eventsTable';
import { listFiles } from '../../plugins/shared/listFiles';

const insightsPage = '/Internal%20Documentation/Insights';

test.describe('who may see Insights', () => {
  test('anonymous readers get 401 from the page and the API', async ({ request }) => {
    expect((await request.get(insightsPage)).status()).toBe(401);
    const api = await request.get('/api/insights');
    expect(api.status()).toBe(401);
    expect(await api.json()).toEqual({
      errors: [{ httpcode: 401, message: 'Sign in with a staff account to see Insights.' }],
    });
  });

  customerTest('customers get 403 from the page and the API', async ({ page }) => {
    expect((await page.request.get(insightsPage)).status()).toBe(403);
    expect((await page.request.get('/api/insights')).status()).toBe(403);
  });

  staffTest('staff get the report, and a bad period gets a 400 saying what to fix', async ({ page }) => {
    const report = await page.request.get('/api/insights?days=7');
    expect(report.status()).toBe(200);
    expect(((await report.json()) as { result: { dailyPageViews: unknown[] } }).result.dailyPageViews).toHaveLength(7);
    for (const [query, message] of [
      ['days=0', 'days is at least 1.'],
      ['days=many', 'days is a whole number of days.'],
      ['from=2026-11-05&to=2026-11-01', 'from must not be after to.'],
      ['from=2026-11-05', 'from and to go together.'],
      ['since=2026-11-01', 'Unknown parameter since'],
    ] as const) {
      const refused = await page.request.get(`/api/insights?${query}`);
      expect(refused.status(), query).toBe(400);
      expect(JSON.stringify(await refused.json()), query).toContain(message);
    }
  });

  test('the public build holds nothing of the Insights page', async () => {
    const root = path.join(testServer.root, 'build', 'public');
    const files = (await listFiles(root, '**/*.{html,js,json,txt,md,xml}')).map((file) => path.relative(root, file));
    const markers = [
      'Searches whose hits nobody opened',
      'Pages with the worst helpful ratio',
      'Internal Documentation/Insights',
    ];
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const marker of markers) if (text.includes(marker)) leaks.push(`${file}: ${marker}`);
    }
    expect(leaks).toEqual([]);
    // Control: the staff build has them, so the scan can find them.
    const staffChunks = await readdir(path.join(testServer.root, 'build', 'staff', 'assets', 'js'));
    const staffText = await Promise.all(
      staffChunks.map((file) => readFile(path.join(testServer.root, 'build', 'staff', 'assets', 'js', file), 'utf8')),
    );
    expect(staffText.some((text) => text.includes('Searches whose hits nobody opened'))).toBe(true);
  });
});

test.describe('what readers send appears on the Insights page', () => {
  // Readers' browsers: no cookies, and the choice each test makes itself.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('page feedback Yes and No with a comment, sent without analytics consent', async ({ page, browser }) => {
    const comment = `The flow units are missing (${randomUUID().slice(0, 8)})`;
    await page.goto('/Tideline/Applications/RDII/Overview');
    await page.getByRole('button', { name: 'Necessary only' }).click();
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'No' }).click();
    await feedback.getByLabel('What was missing or wrong? (optional)').fill(comment);
    await expect(feedback.getByText(`${comment.length} / 1,000 characters`)).toBeVisible();
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');

    await page.goto('/gSharp/Overview');
    await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('status')).toHaveText(
      'Thank you for your feedback.',
    );

    const staff = await staffPage(browser);
    await staff.goto(insightsPage);
    const worst = staff.getByRole('table', { name: 'Pages with the worst helpful ratio' });
    // Pages by title, linked, with the path under it.
    const rdii = worst.getByRole('row').filter({ has: staff.getByRole('link', { name: 'Rainfall-Derived Inflow' }) });
    await expect(rdii).toContainText('/Tideline/Applications/RDII/Overview');
    await expect(worst.getByRole('link', { name: 'gSharp overview', exact: true })).toHaveAttribute(
      'href',
      '/gSharp/Overview',
    );
    // The comment reads in full, in a row of its own as wide as the table, not a narrow cell.
    const commentRow = worst.getByRole('row').filter({ hasText: comment });
    await expect(commentRow).toContainText('Comments on Rainfall-Derived Inflow and Infiltration (RDII)');
    const [commentWidth, tableWidth] = await Promise.all([
      commentRow.getByRole('cell').evaluate((cell) => cell.getBoundingClientRect().width),
      worst.evaluate((table) => table.getBoundingClientRect().width),
    ]);
    expect(commentWidth).toBeGreaterThan(tableWidth - 2);
    await staff.context().close();
  });

  test('a No counts when it is clicked, without a comment', async ({ page, browser }) => {
    const address = '/gSharp/Getting Started/Introduction';
    await page.goto(address);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.ok());
    await feedback.getByRole('button', { name: 'No' }).click();
    await counted;
    // The reader leaves without writing a comment.
    await page.goto('/intro');

    const staff = await staffPage(browser);
    await staff.goto(insightsPage);
    const worst = staff.getByRole('table', { name: 'Pages with the worst helpful ratio' });
    await expect(worst.getByRole('row').filter({ hasText: address })).toContainText('0%');
    await staff.context().close();
  });

  test('a search that found nothing is listed under "Searches that found nothing"', async ({ page, browser }) => {
    // Letters only: Pagefind matches a word's start, so digits could find a page.
    const query = `zzqxnonexistent${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    await page.goto('/intro');
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await page.goto(`/search?q=${query}`);
    await expect(page.getByText(`No results for "${query}"`)).toBeVisible();
    // Leaving the search page ends the search.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/intro$/);

    const staff = await staffPage(browser);
    await staff.goto(insightsPage);
    await expect(
      staff.getByRole('table', { name: 'Searches that found nothing' }).getByRole('row').filter({ hasText: query }),
    ).toBeVisible();
    await staff.context().close();
  });
});

test.describe('the search modal', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('counts one search when it closes: the last query, its results, and whether a hit was opened', async ({
    page,
  }) => {
    const since = new Date().toISOString();
    await page.goto('/intro');
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('pump');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    const id = await page.evaluate(() => sessionStorage.getItem('tideline.analytics.correlationId'));
    await expect
      .poll(() =>
        storedEvents(
          `name = 'SearchPerformed_v1' and correlation_id = ? and created_at >= ? and data like '{"query":"pump",%"hit_opened":true}'`,
          [id ?? '', since],
        ),
      )
      .toBe(1);
  });
});

staffTest('the Insights tables sort by any column, with aria-sort on the sorted header', async ({ page }) => {
  await page.goto(insightsPage);
  const table = page
    .getByRole('table', { name: 'Most read pages' })
    .or(page.getByText('No page views in this period.', { exact: true }));
  await expect(table).toBeVisible();
  const signIns = page.getByRole('table', { name: 'Sign-ins per method' });
  if (await signIns.isVisible()) {
    const method = signIns.getByRole('columnheader', { name: 'Method' });
    await method.getByRole('button').click();
    await expect(method).toHaveAttribute('aria-sort', 'ascending');
    await method.getByRole('button').click();
    await expect(method).toHaveAttribute('aria-sort', 'descending');
  }
  await expect(
    page
      .getByRole('img', { name: /Line chart of daily page views/ })
      .or(page.getByText('No page views in this period. Only readers who accept analytics are counted.')),
  ).toBeVisible();
});

staffTest(
  'the period is chosen in British dates, UTC, and a period without views says so instead of a flat chart',
  async ({ page }) => {
    await page.goto(insightsPage);
    const period = page.getByRole('form', { name: 'Period from one day to another (UTC)' });
    await expect(period.getByText('Days run midnight to midnight UTC.')).toBeVisible();
    await period.getByLabel('From (dd/mm/yyyy)').fill('2020-01-01');
    await period.getByLabel('To (dd/mm/yyyy)').fill('07/01/2020');
    await period.getByRole('button', { name: 'Show' }).click();
    await expect(period.getByText('Write the date as dd/mm/yyyy, such as 27/11/2026.')).toBeVisible();
    await expect(period.getByLabel('From (dd/mm/yyyy)')).toHaveAttribute('aria-invalid', 'true');

    // Day first: 01/01 to 07/01 is the first week of January, not seven months.
    await period.getByLabel('From (dd/mm/yyyy)').fill('01/01/2020');
    await period.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('From 01/01/2020 to 07/01/2020 (UTC)', { exact: false })).toBeVisible();
    await expect(
      page.getByText('No page views in this period. Only readers who accept analytics are counted.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /Line chart of daily page views/ })).toHaveCount(0);
  },
);

async function staffPage(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: testServer.url });
  await signInWithEmailCode(context.request, staffAddress());
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem(
      'tideline.consent',
      JSON.stringify([{ level: 'necessary', created_at: '2026-01-01T00:00:00.000Z' }]),
    ),
  );
  return page;
}

test.describe('with PostgreSQL as the database', () => {
  let postgres: RunningPostgres | undefined;
  let site: RunningSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const started = startPostgres();
    if ('skipped' in started) {
      console.log(`Skipping the PostgreSQL Insights test: ${started.skipped}`);
      return;
    }
    postgres = started;
    site = await startSiteServer({
      dataDir: path.join(testServer.dataDir, '..', 'insights-postgres'),
      env: { DATABASE_URL: started.url, AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters!' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    postgres?.stop();
  });

  test('the report counts page views, feedback, searches and sign-ins', async ({ page }) => {
    test.skip(!site, 'PostgreSQL could not start on this machine (reason printed above).');
    const url = site?.url ?? '';
    await signInWithEmailCode(page.request, staffAddress(), {
      baseURL: url,
      mailboxDir: path.join(site?.dataDir ?? '', 'outbox'),
    });
    await page.request.put(`${url}/api/consent`, { data: { consent_levels: ['analytics'] } });
    const send = async (name: string, location: string, event_data: object) =>
      expect(
        (
          await page.request.post(`${url}/api/events`, { data: { name, window_location: location, event_data } })
        ).status(),
      ).toBe(204);
    await send('VirtualPageLoaded_v1', '/intro', {});
    await send('VirtualPageLoaded_v1', '/intro', {});
    await send('VirtualPageLoaded_v1', '/gSharp/Overview', {});
    await send('PageFeedback_v1', '/intro', { helpful: false, comment: 'Needs a diagram.' });
    await send('SearchPerformed_v1', '/search', { query: 'telemetry gaps', result_count: 0, hit_opened: false });
    await send('AuthenticationFailed_v1', '/sign-in', { method: 'otp_via_sms' });

    const report = (
      (await (await page.request.get(`${url}/api/insights?days=1`)).json()) as { result: Record<string, unknown> }
    ).result;
    expect(report.topPages).toEqual([
      { path: '/intro', title: 'Introduction to Tideline', views: 2 },
      { path: '/gSharp/Overview', title: 'gSharp overview', views: 1 },
    ]);
    expect(report.dailyPageViews).toEqual([{ day: new Date().toISOString().slice(0, 10), views: 3 }]);
    expect(report.feedback).toMatchObject([
      { path: '/intro', notHelpful: 1, comments: [{ comment: 'Needs a diagram.' }] },
    ]);
    expect(report.searchesWithoutResults).toMatchObject([{ query: 'telemetry gaps', searches: 1 }]);
    expect(report.signIns).toEqual([{ method: 'otp_via_sms', succeeded: 0, failed: 1 }]);
  });
});
