/**
 * Signing in and out in the browser: the screens, validation, and what staff and customers see.
 */
import { expect, test, type Page } from '@playwright/test';
import { asksForLinkFirst, codeIn, mailFiles, signInCode, signInLink, waitForMail } from './support/mailbox';
import { signInWithCodeInForm } from './support/signInForm';
import { customerAddress, staffAddress } from './support/session';
import { testServer } from './support/testServer';
import { signInWithLinkOverHttp } from './support/httpSession';
import { accountButton, logOut } from './support/accountMenu';
import { numberingPlanRequests } from './support/numberingPlans';

const internalSection = '/Internal%20Documentation';
const internalIntro = `${internalSection}/intro`;
/** The staff intro as a link's href writes it, its space escaped or not. */
const introHref = /^\/Internal(%20| )Documentation\/intro$/;

async function openLoginForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
}

test('staff sign in with an e-mailed code, read the staff section, and lose it on logging out', async ({ page }) => {
  const numberingPlans = numberingPlanRequests(page);
  await page.goto('/intro');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  await openLoginForm(page);
  const email = staffAddress();
  await signInWithCodeInForm(page, email, { waitForLoad: true });

  await expect(page).toHaveURL(/\/intro$/);
  await expect(accountButton(page)).toBeVisible();
  // The page that loads after signing in says so, once, with the way to the staff section.
  const signedIn = page.getByRole('status').filter({ hasText: 'Signed in as' });
  await expect(signedIn).toHaveText(`Signed in as ${email}. The Internal handbook is now open to you.`);
  await expect(signedIn.getByRole('link', { name: 'Internal handbook' })).toHaveAttribute('href', introHref);
  expect(numberingPlans, 'an e-mail sign-in loads no phone numbering plans').toEqual([]);
  await page.locator('nav.navbar').getByRole('link', { name: 'Internal', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${internalIntro}$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveCount(0);

  // A staff page further in, loaded in full: it says it is internal in its title, its breadcrumb and the navbar.
  await page.goto(`${internalSection}/Tideline/Infrastructure/Server%20Patching`);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  await expect(page).toHaveTitle('Monthly server patching | Internal | Tideline Docs');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(breadcrumb.first()).toHaveText('Internal');
  await expect(breadcrumb.first().getByRole('link')).toHaveAttribute('href', introHref);
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'Internal', exact: true })).toHaveClass(
    /navbar__link--active/,
  );

  await Promise.all([page.waitForEvent('load'), logOut(page)]);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  const response = await page.goto(internalIntro);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('a new staff member who chooses the e-mailed code is told by mail to use the link for the first sign-in', async ({
  page,
}) => {
  await page.goto('/intro');
  await openLoginForm(page);
  const newcomer = staffAddress();
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Email address').fill(newcomer);
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByRole('button', { name: 'Continue' }).click();
  // The form goes on as for any address, so it tells nobody which staff addresses have accounts; the mail has no code.
  await expect(page.getByLabel('One-time code')).toBeVisible();
  const mail = await waitForMail(testServer.mailboxDir, newcomer, seen);
  expect(asksForLinkFirst(mail)).toBe(true);
  expect(codeIn(mail)).toBeUndefined();
  expect(mail.text).toContain('a sign-in code cannot open a new staff account');
  expect(mail.text).toContain('choose "email link"');
});

test('an e-mail link signs in the page that asked for it', async ({ page, context }) => {
  await page.goto('/gSharp/Overview');
  await openLoginForm(page);
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Email address').fill('linker@tideline-water.example');
  await page.getByLabel('Sign in with').selectOption({ label: 'email link' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = signInLink(await waitForMail(testServer.mailboxDir, 'linker@tideline-water.example', seen));
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();
  await expect(mailTab.getByText('You can now close this page.')).toBeVisible();
  // Not a dead end: the link's tab leads back to the page the reader asked for the link from.
  await expect(mailTab.getByRole('link', { name: 'Continue to the page you were reading' })).toHaveAttribute(
    'href',
    '/gSharp/Overview',
  );
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
});

test('the tab waiting on “Check your email” goes on signed in as soon as the link’s tab has signed in', async ({
  page,
  context,
}) => {
  // The waiting tab's timers stand still, as a browser slows a background tab's: only the link's tab can wake it.
  await page.clock.install();
  await page.goto('/gSharp/Overview');
  await openLoginForm(page);
  const address = customerAddress();
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Email address').fill(address);
  await page.getByLabel('Sign in with').selectOption({ label: 'email link' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);

  const link = signInLink(await waitForMail(testServer.mailboxDir, address, seen));
  const goneOn = page.waitForEvent('load');
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();
  await goneOn;
  // The page it went on to runs as usual (React shows what it loaded lazily after a short timer).
  await page.clock.resume();
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(address);
});

test('an e-mail link opened in a browser that did not ask for it signs in only after its reader confirms the account', async ({
  request,
  browser,
}) => {
  // Someone asks for a link to their own account and gets another person to open it (login CSRF).
  const sender = customerAddress();
  const seen = await mailFiles(testServer.mailboxDir);
  const asked = await request.post('/api/auth/sign-in/magic-link', {
    data: { email: sender, callbackURL: '/sign-in/link', errorCallbackURL: '/sign-in/link' },
  });
  expect(asked.ok()).toBe(true);
  const link = signInLink(await waitForMail(testServer.mailboxDir, sender, seen));

  const otherBrowser = await browser.newContext();
  const tab = await otherBrowser.newPage();
  await tab.goto(link);
  const account = sender;
  await expect(tab.getByRole('heading', { name: `Sign in as ${account}?` })).toBeVisible();
  await expect(tab.getByText('a link someone else sent you would sign you in to their account')).toBeVisible();
  expect(await (await tab.request.get(`${testServer.url}/api/session`)).json()).toEqual({ me: null });

  await tab.getByRole('button', { name: `Sign in as ${account}` }).click();
  await expect(tab.getByRole('heading', { name: 'You are now authenticated!' })).toBeVisible();
  const session = await (await tab.request.get(`${testServer.url}/api/session`)).json();
  expect(session.me.handles[0].value).toBe(sender);
  await otherBrowser.close();
});

test('a customer signs in and never sees the staff section', async ({ page }) => {
  await page.goto('/');
  await openLoginForm(page);
  await signInWithCodeInForm(page, customerAddress(), { waitForLoad: true });
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);

  const response = await page.goto(internalIntro);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveTitle('Access denied | Tideline Docs');
  // A customer who followed a staff link is led back to what they can read; switching account comes second.
  const back = page.getByRole('link', { name: 'Back to the public guides' });
  await expect(back).toHaveAttribute('href', '/');
  await expect(back).toHaveClass(/button--primary/);
  await expect(page.getByRole('button', { name: 'Switch account' })).toHaveClass(/button--secondary/);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    'mailto:support@tideline.example',
  );

  // Logged out from the navbar, the same address (the page reloads) no longer says they are signed in: it offers sign-in.
  await logOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('You are signed in')).toHaveCount(0);
  await expect(page).toHaveURL(/denied=1/);
});

test('an anonymous reader of a staff page is offered sign-in and returned to the page after it', async ({ page }) => {
  const response = await page.goto(`${internalIntro}#top`);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('This page is for Tideline staff. Sign in with your staff account')).toBeVisible();
  await signInWithCodeInForm(page, staffAddress(), { waitForLoad: true });
  await expect(page).toHaveURL(new RegExp(`${internalIntro}#top$`));
  await expect(page.locator('article h1')).toBeVisible();
});

test('a reader who logs in from the navbar of a staff page’s sign-in page lands on the staff page', async ({
  page,
}) => {
  const response = await page.goto(internalIntro);
  expect(response?.status()).toBe(401);
  await page.locator('nav.navbar').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await signInWithCodeInForm(page, staffAddress(), { waitForLoad: true, within: dialog });
  await expect(page).toHaveURL(new RegExp(`${internalIntro}$`));
  await expect(page.locator('article h1')).toBeVisible();
});

test('the form explains a missing or malformed e-mail address under the field and sends nothing', async ({ page }) => {
  await page.goto('/');
  await openLoginForm(page);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Email address').fill('not-an-address');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.locator('[data-screen="initial"]')).toBeVisible();
});

test('a wrong code is refused with a message, and the right one still works', async ({ page }) => {
  await page.goto('/');
  await openLoginForm(page);
  const staffEmail = staffAddress();
  // A code never opens a new staff account: this staff member signed in once with the e-mailed link.
  await signInWithLinkOverHttp(testServer.url, staffEmail, testServer.mailboxDir);
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Email address').fill(staffEmail);
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = signInCode(await waitForMail(testServer.mailboxDir, staffEmail, seen));

  await page.getByLabel('One-time code').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter the OTP code.')).toBeVisible();
  const wrong = code === '000000' ? '111111' : '000000';
  // The sixth digit submits the code; a wrong one empties the field for the next try.
  await page.getByLabel('One-time code').fill(wrong);
  await expect(page.getByText('That code is not valid.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('One-time code')).toHaveValue('');
  await expect(page.getByLabel('One-time code')).toBeFocused();

  await Promise.all([page.waitForEvent('load'), page.getByLabel('One-time code').fill(code)]);
  await expect(accountButton(page)).toBeVisible();
});

test('after five wrong e-mailed codes the address is locked, the right code too, and the answer says to wait or use the link', async ({
  request,
}) => {
  const seen = await mailFiles(testServer.mailboxDir);
  const email = customerAddress();
  await request.post('/api/auth/email-otp/send-verification-otp', { data: { email, type: 'sign-in' } });
  const code = signInCode(await waitForMail(testServer.mailboxDir, email, seen));
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await request.post('/api/auth/sign-in/email-otp', { data: { email, otp: wrong } })).status()).toBe(400);
  }
  const locked = await request.post('/api/auth/sign-in/email-otp', { data: { email, otp: code } });
  expect(locked.status()).toBe(429);
  expect((await locked.json()).message).toMatch(
    /^Too many wrong codes for this address\. Wait 1[45] minutes before entering another code, or sign in with the e-mailed link \(choose "email link"\)\.$/,
  );
});

test('Back leaves the code screen for the first screen', async ({ page }) => {
  await page.goto('/');
  await openLoginForm(page);
  await page.getByLabel('Email address').fill(customerAddress());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('on a phone, Log in lives in the slide-in menu and opens the form over a closed menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page outside the docs, where the menu opens on its main panel rather than on the docs sidebar.
  await page.goto('/markdown-page');
  await expect(page.locator('nav.navbar .navbar__items--right').getByRole('button', { name: 'Log in' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.locator('.navbar-sidebar').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test("an element named BASE_URL on the page does not move the form's requests to another site", async ({ page }) => {
  await page.goto('/intro');
  await openLoginForm(page);
  // An element's id is a property of the window, where Better Auth would look for its address if not given one.
  await page.evaluate(() => {
    const gadget = document.createElement('a');
    gadget.id = 'BASE_URL';
    gadget.href = 'https://evil.example';
    document.body.append(gadget);
  });
  const sent = page.waitForResponse((response) => response.url().endsWith('/email-otp/send-verification-otp'), {
    timeout: 10_000,
  });
  await page.getByLabel('Email address').fill(customerAddress());
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const response = await sent;
  expect(new URL(response.url()).origin).toBe(testServer.url);
  expect(response.ok()).toBe(true);
  await expect(page.getByLabel('One-time code')).toBeVisible();
});
