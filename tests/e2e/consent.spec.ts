/**
 * Consent in a real browser against the real server and database: the banner on a first visit (accessible,
 * fixed at the bottom, reachable by keyboard), nothing sent before the choice, page views with a correlation
 * id after it, browser privacy signals honoured, and a signed-in reader's data deleted from Privacy settings.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { customerTest } from './support/fixtures';
import { firstVisit } from './support/consentChoice';
import { storedEvents } from './support/eventsTable';
import { customerAddress } from './support/session';
import { signInWithCodeInForm } from './support/signInForm';

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy settings' });
const correlationIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('tideline.analytics.correlationId'));

/** Every request the page sends to /api/events. */
function eventRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') sent.push(request.postData() ?? '');
  });
  return sent;
}

test.describe('a first visit', () => {
  test.use({ storageState: firstVisit });

  test('asks with a banner and sends nothing before the reader chooses', async ({ page }) => {
    const since = new Date().toISOString();
    const sent = eventRequests(page);
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Necessary only' })).toBeVisible();
    // A client-side navigation without a choice.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await correlationIdOf(page)).toBeNull();
    expect(
      await storedEvents("name = 'VirtualPageLoaded_v1' and path in ('/privacy', '/search') and created_at >= ?", [
        since,
      ]),
    ).toBe(0);
  });

  test('after Accept analytics, page views are stored with the visit’s correlation id and the browser family only', async ({
    page,
  }) => {
    await page.goto('/markdown-page');
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Getting Started' }).click();
    await expect(page.locator('article h1')).toBeVisible();
    const id = await correlationIdOf(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => storedEvents("name = 'VirtualPageLoaded_v1' and correlation_id = ?", [id ?? ''])).toBe(2);
    expect(
      await storedEvents("correlation_id = ? and path = '/markdown-page' and browser = 'Chrome'", [id ?? '']),
    ).toBe(1);
  });

  test('after Necessary only, nothing is sent and the choice holds on the next page', async ({ page }) => {
    const sent = eventRequests(page);
    await page.goto('/intro');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(sent).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the banner passes axe in ${colorScheme} mode, is reached right after the skip link and moves nothing on the page`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/intro');
      await expect(banner(page)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('section[aria-labelledby="consent-banner-title"]')
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      const viewport = page.viewportSize();
      const box = await banner(page).boundingBox();
      expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);

      // The skip link stays the first tab stop; the question comes next, before the navbar.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('section[aria-labelledby="consent-banner-title"]') !== null,
        ),
      ).toBe(true);

      const title = page.locator('article h1');
      const before = await title.boundingBox();
      await banner(page).getByRole('button', { name: 'Necessary only' }).click();
      await expect(banner(page)).toBeHidden();
      expect(await title.boundingBox()).toEqual(before);
    });
  }

  test('reopened, Privacy settings shows which choice holds', async ({ page }) => {
    await page.goto('/intro');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(banner(page).getByRole('button', { name: 'Necessary only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(banner(page).getByRole('button', { name: 'Necessary only' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('Global Privacy Control means necessary only: no banner, and Privacy settings says why', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const sent = eventRequests(page);
    await page.goto('/intro');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(banner(page)).toContainText('Global Privacy Control');
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect(sent).toEqual([]);
  });
});

test.describe('signing in after Accept analytics', () => {
  test.use({ storageState: firstVisit });

  test('is recorded as a success with its method, and the choice follows the reader to their account', async ({
    page,
  }) => {
    const email = customerAddress();
    await page.goto('/intro');
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();

    await page.getByRole('button', { name: 'Log in' }).click();
    // A successful sign-in reloads the page; the success is sent once consent has followed to the account.
    await signInWithCodeInForm(page, email, { waitForLoad: true });

    const decision = async () =>
      ((await (await page.request.get('/api/consent')).json()) as { result: { decision: string } }).result.decision;
    await expect.poll(decision).toBe('analytics');
    const me = (await (await page.request.get('/api/me')).json()) as { person: { person_id: string } };
    await expect
      .poll(() =>
        storedEvents(`name = 'AuthenticationSucceeded_v1' and user_id = ? and data = '{"method":"otp_via_email"}'`, [
          me.person.person_id,
        ]),
      )
      .toBe(1);
  });
});

customerTest.describe('a signed-in reader', () => {
  customerTest('keeps the choice on the server, and Delete my recorded data removes every event', async ({ page }) => {
    // Start from no choice anywhere, whatever an earlier test of this worker's reader left. A page of the site
    // would copy this browser's choice to the account while loading (racing the delete below), so the browser's
    // storage is cleared on a file of the site that runs no script.
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.clear());
    expect((await page.request.delete('/api/consent?deleteAll=true')).status()).toBe(200);
    await page.goto('/intro');
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    const consent = (await (await page.request.get('/api/consent')).json()) as { result: { decision: string } };
    expect(consent.result.decision).toBe('analytics');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/gSharp\/Overview/);
    const me = (await (await page.request.get('/api/me')).json()) as { person: { person_id: string } };
    await expect.poll(() => storedEvents('user_id = ?', [me.person.person_id])).toBe(2);

    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(banner(page)).toContainText('saved to your account');
    await banner(page).getByRole('button', { name: 'Delete my recorded data' }).click();
    await expect(banner(page).getByRole('status')).toHaveText('Deleted 2 recorded events and your choice.');
    expect(await storedEvents('user_id = ?', [me.person.person_id])).toBe(0);
  });

  customerTest('a request the API cannot read gets a 400 saying what to send', async ({ page }) => {
    await page.goto('/intro');
    const withoutBody = await page.request.post('/api/consent');
    expect(withoutBody.status()).toBe(400);
    expect(((await withoutBody.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Send a JSON body such as {"consent_levels": ["necessary", "analytics"]}.',
    );
    const repeated = await page.request.delete('/api/consent?consent_levels=analytics&consent_levels=necessary');
    expect(repeated.status()).toBe(400);
    expect(((await repeated.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Give consent_levels once, as a comma-separated list.',
    );
  });
});
