/**
 * Signing in by text message (otp_via_sms, sms_link), through a real SMPP gateway and through
 * the SMS outbox the server uses when no gateway is configured.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { startSmsGateway, type SmsGateway } from './support/smsGateway';
import { testServer } from './support/testServer';
import {
  freshUkMobile,
  gatewayInbox,
  outboxInbox,
  seenTexts,
  textedCode,
  textedCodeHost,
  textedLink,
  waitForText,
  type TextInbox,
} from './support/textMessages';
import { accountButton, logOut } from './support/accountMenu';
import { numberingPlanRequests } from './support/numberingPlans';

/** "+44 7400 123456": how the site shows a UK mobile number, grouped the international way. */
function internationalUk(e164: string): string {
  return `${e164.slice(0, 3)} ${e164.slice(3, 7)} ${e164.slice(7)}`;
}

// Each browser test waits for two texts and two page loads; on a busy machine that outlasts the default minute.
test.describe.configure({ timeout: 120_000 });

async function openPhoneTab(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/gSharp/Overview`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('tab', { name: 'Phone' }).click();
}

async function askFor(page: Page, method: 'OTP via SMS' | 'SMS link', national: string): Promise<void> {
  await page.getByLabel('Sign in with').selectOption({ label: method });
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signsInWithCodeAfterAWrongOne(page: Page, siteUrl: string, inbox: TextInbox): Promise<void> {
  const phone = freshUkMobile();
  const numberingPlans = numberingPlanRequests(page);
  await openPhoneTab(page, siteUrl);
  let seen = await seenTexts(inbox);
  await askFor(page, 'OTP via SMS', phone.national);
  const text = await waitForText(inbox, phone.e164, seen);
  const code = textedCode(text);
  // The text binds its code to the site's host (WebOTP), and the screen shows the number as people write it.
  expect(textedCodeHost(text)).toBe(new URL(siteUrl).hostname);
  await expect(page.getByText(`We texted a 6-digit code to ${internationalUk(phone.e164)}.`)).toBeVisible();

  // The sixth digit submits the code, without Continue.
  seen = await seenTexts(inbox);
  await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
  await expect(
    page.getByText(
      'That code is not valid. Check the text message and type the code again, or choose Retry for a new code.',
    ),
  ).toBeVisible();

  // A typo brings no new text: the code texted first still signs in.
  await Promise.all([page.waitForEvent('load'), page.getByLabel('One-time code').fill(code)]);
  // Only this number's texts count: tests beside this one text other numbers through the same outbox.
  expect(
    (await inbox.all()).filter((text) => !seen.has(text.id) && text.to === phone.e164).map((text) => text.id),
    'no text after the wrong code',
  ).toEqual([]);
  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
  await expect(accountButton(page)).toHaveAttribute('title', `Signed in as ${internationalUk(phone.e164)}`);
  await expect(accountButton(page)).toHaveAccessibleName(`Account: ${internationalUk(phone.e164)}`);
  expect(numberingPlans.length, 'the numbering plans grouping the number were requested').toBeGreaterThan(0);
  // A phone number is never a staff handle.
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
}

async function signsInWithLink(page: Page, siteUrl: string, inbox: TextInbox): Promise<void> {
  const phone = freshUkMobile();
  await openPhoneTab(page, siteUrl);
  const seen = await seenTexts(inbox);
  await askFor(page, 'SMS link', phone.national);
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();

  const link = textedLink(await waitForText(inbox, phone.e164, seen));
  const phoneTab = await page.context().newPage();
  await phoneTab.goto(link);
  await expect(phoneTab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();
  await expect(phoneTab.getByText('You can now close this page.')).toBeVisible();
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
}

test.describe('through an SMPP gateway', () => {
  let gateway: SmsGateway;
  let site: RunningSite;

  test.beforeAll(async ({}, workerInfo) => {
    gateway = await startSmsGateway();
    site = await startSiteServer({
      dataDir: path.join(testServer.dataDir, '..', `smpp-site-${workerInfo.workerIndex}`),
      env: { SMS_URL: gateway.url, SMTP_URL: `smtp://127.0.0.1:${testServer.smtpPort}` },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await gateway?.stop();
  });

  test('a texted code signs a reader in after a wrong one, which brings no new text', async ({ page }) => {
    await signsInWithCodeAfterAWrongOne(page, site.url, gatewayInbox(gateway.received));
  });

  test('a texted link signs in the tab that asked for it, and its own tab says so', async ({ page }) => {
    await signsInWithLink(page, site.url, gatewayInbox(gateway.received));
  });
});

test.describe('through the SMS outbox', () => {
  const inbox = outboxInbox(path.join(testServer.dataDir, 'sms-outbox'));

  test('a texted code signs a reader in after a wrong one, which brings no new text', async ({ page }) => {
    await signsInWithCodeAfterAWrongOne(page, testServer.url, inbox);
  });

  test('a texted link signs in the tab that asked for it, and its own tab says so', async ({ page }) => {
    await signsInWithLink(page, testServer.url, inbox);
  });

  test('where the browser reads the text (WebOTP), the code signs in without typing', async ({ page }) => {
    // Chromium here has no phone to receive texts on: the WebOTP API stands in, handing over what the test passes it.
    await page.addInitScript(() => {
      const holder = window as unknown as { OTPCredential: unknown; deliverTextedCode?: (code: string) => void };
      holder.OTPCredential = class {};
      const ask = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options?: CredentialRequestOptions & { otp?: unknown }) =>
        options?.otp
          ? new Promise((resolve) => {
              holder.deliverTextedCode = (code) => resolve({ code, id: '', type: 'otp' } as unknown as Credential);
            })
          : ask(options);
    });
    const phone = freshUkMobile();
    await openPhoneTab(page, testServer.url);
    const seen = await seenTexts(inbox);
    await askFor(page, 'OTP via SMS', phone.national);
    const code = textedCode(await waitForText(inbox, phone.e164, seen));
    await expect(page.getByLabel('One-time code')).toHaveAttribute('autocomplete', 'one-time-code');
    await page.waitForFunction(() => 'deliverTextedCode' in window);
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(
        (texted) => (window as unknown as { deliverTextedCode: (code: string) => void }).deliverTextedCode(texted),
        code,
      ),
    ]);
    await expect(accountButton(page)).toHaveAccessibleName(`Account: ${internationalUk(phone.e164)}`);
  });

  test('a texted link works once: opened again it says so and signs nobody in', async ({ page, browser }) => {
    const phone = freshUkMobile();
    await openPhoneTab(page, testServer.url);
    const seen = await seenTexts(inbox);
    await askFor(page, 'SMS link', phone.national);
    const link = textedLink(await waitForText(inbox, phone.e164, seen));
    const firstTab = await page.context().newPage();
    await firstTab.goto(link);
    await expect(firstTab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();

    const otherBrowser = await browser.newContext();
    const secondTab = await otherBrowser.newPage();
    await secondTab.goto(link);
    await expect(
      secondTab.getByText('There has been an error while submitting your form. Please try again.'),
    ).toBeVisible();
    await expect(secondTab.getByText('This sign-in link has already been used or has expired.')).toBeVisible();
    await expect(secondTab.locator('[data-icon="error"]')).toBeVisible();
    const session = await secondTab.request.get(`${testServer.url}/api/session`);
    expect(await session.json()).toEqual({ me: null });
    await otherBrowser.close();
  });

  test('a texted link opened in a browser that did not ask for it signs in only after its reader confirms', async ({
    request,
    browser,
  }) => {
    const phone = freshUkMobile();
    const seen = await seenTexts(inbox);
    const asked = await request.post(`${testServer.url}/api/auth/sms-link/send`, { data: { phoneNumber: phone.e164 } });
    expect(asked.status()).toBe(200);
    const link = textedLink(await waitForText(inbox, phone.e164, seen));

    const otherBrowser = await browser.newContext();
    const tab = await otherBrowser.newPage();
    await tab.goto(link);
    // The number as people write it; the session still holds it in E.164.
    const account = internationalUk(phone.e164);
    await expect(tab.getByRole('heading', { name: `Sign in as ${account}?` })).toBeVisible();
    expect(await (await tab.request.get(`${testServer.url}/api/session`)).json()).toEqual({ me: null });

    await tab.getByRole('button', { name: `Sign in as ${account}` }).click();
    await expect(tab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();
    const session = await (await tab.request.get(`${testServer.url}/api/session`)).json();
    expect(session.me.handles[0].value).toBe(phone.e164);
    await otherBrowser.close();
  });

  test('the form opens on the phone tab, number filled in, after a sign-in by phone', async ({ page }) => {
    await signsInWithCodeAfterAWrongOne(page, testServer.url, inbox);
    await Promise.all([page.waitForEvent('load'), logOut(page)]);
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('+44 United Kingdom');
    await expect(page.getByLabel('Phone number')).toHaveValue(/^7400\d{6}$/);
  });

  test('a number that does not exist is refused with the reason, and nothing is sent', async ({ page }) => {
    await openPhoneTab(page, testServer.url);
    const seen = await seenTexts(inbox);
    await askFor(page, 'OTP via SMS', '12');
    await expect(page.getByText('There has been an error while submitting your form. Please try again.')).toBeVisible();
    await expect(page.getByText('That is not a valid phone number for the country chosen.')).toBeVisible();
    // Only texts to this number count: tests beside this one text other numbers through the same outbox.
    expect(
      (await inbox.all()).filter((text) => !seen.has(text.id) && text.to === '+4412').map((text) => text.id),
      'no text to the number refused',
    ).toEqual([]);
  });
});

test.describe('bad input to the SMS endpoints', () => {
  const api = `${testServer.url}/api/auth`;
  const inbox = outboxInbox(path.join(testServer.dataDir, 'sms-outbox'));

  for (const [what, phoneNumber, message] of [
    ['an unknown country calling code', '+999123456789', 'That country calling code does not exist.'],
    ['a number too short for its country', '+4412', 'That is not a valid phone number for the country chosen.'],
    ['a number without its country code', '07911123456', 'Enter your phone number with its country code'],
    ['no number at all', '', 'Enter your phone number with its country code'],
  ] as const) {
    test(`${what} gets a 400 with the reason, and no text is sent`, async ({ request }) => {
      const seen = await seenTexts(inbox);
      for (const endpoint of ['/phone-number/send-otp', '/sms-link/send']) {
        const response = await request.post(`${api}${endpoint}`, { data: { phoneNumber } });
        expect(response.status()).toBe(400);
        expect((await response.json()).message).toContain(message);
      }
      expect([...(await seenTexts(inbox))].filter((id) => !seen.has(id))).toEqual([]);
    });
  }

  test('a 7-digit code gets a 400 saying what a code is, and signs nobody in', async ({ request }) => {
    const phone = freshUkMobile();
    const response = await request.post(`${api}/phone-number/verify`, {
      data: { phoneNumber: phone.e164, code: '1234567' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe('The code is the 6 digits in the text message.');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('a reused link token gets a 400, and signs nobody in', async ({ request, playwright }) => {
    const phone = freshUkMobile();
    const seen = await seenTexts(inbox);
    expect((await request.post(`${api}/sms-link/send`, { data: { phoneNumber: phone.e164 } })).status()).toBe(200);
    const token = new URL(textedLink(await waitForText(inbox, phone.e164, seen))).hash.replace('#token=', '');
    // The browser that asked now holds its link binding cookie, so Better Auth wants the request to come from the site.
    const spent = await request.post(`${api}/sms-link/verify`, {
      headers: { origin: testServer.url },
      data: { token },
    });
    expect(spent.status()).toBe(200);
    // Someone else, without the first one's session cookie, tries the same link.
    const other = await playwright.request.newContext();
    const reused = await other.post(`${api}/sms-link/verify`, { data: { token } });
    expect(reused.status()).toBe(400);
    expect((await reused.json()).message).toContain('already been used or has expired');
    expect(reused.headers()['set-cookie']).toBeUndefined();
    await other.dispose();
  });

  test('after five wrong codes the number is locked, even with a fresh code', async ({ request }) => {
    const phone = freshUkMobile();
    const seen = await seenTexts(inbox);
    await request.post(`${api}/phone-number/send-otp`, { data: { phoneNumber: phone.e164 } });
    const code = textedCode(await waitForText(inbox, phone.e164, seen));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post(`${api}/phone-number/verify`, {
        data: { phoneNumber: phone.e164, code: wrong },
      });
      expect(response.status()).toBe(400);
    }
    const locked = await request.post(`${api}/phone-number/verify`, { data: { phoneNumber: phone.e164, code } });
    expect(locked.status()).toBe(403);
    expect((await locked.json()).message).toContain('Too many attempts');
    const resend = await request.post(`${api}/phone-number/send-otp`, { data: { phoneNumber: phone.e164 } });
    expect(resend.status()).toBe(403);
  });
});
