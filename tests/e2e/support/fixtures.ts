/**
 * Playwright tests with a signed-in reader. Each worker signs in once per audience through the real
 * e-mail-code flow and reuses the session for its tests.
 *
 * Tests that only read pages take a page their worker keeps open (`readerPage`, `staffReaderPage`) rather than a
 * fresh one: a new context and page cost ~0.5 s here, and a page's first visit in a new context ~1 s more (its
 * scripts downloaded and compiled cold). Such a test may navigate, scroll, click and emulate a colour scheme, but
 * must not save anything in the browser (storage, cookies, init scripts); one that does takes its own `page`.
 */
import path from 'node:path';
import {
  test as base,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { customerAddress, signInWithEmailCode, staffAddress } from './session';
import { testServer } from './testServer';
import { necessaryOnlyChoice } from './consentChoice';

type WorkerFixtures = {
  staffState: string;
  customerState: string;
  /** The worker's open page for an anonymous reader, shared by its reading-only tests. */
  sharedReaderPage: Page;
  /** The worker's open page for a signed-in staff member, shared by its reading-only tests. */
  sharedStaffReaderPage: Page;
};

type TestFixtures = {
  /** The worker's anonymous reader page, handed back as the test found it (colour scheme, viewport, listeners). */
  readerPage: Page;
  /** The worker's staff reader page, handed back as the test found it. */
  staffReaderPage: Page;
};

const returningReader = { cookies: [], origins: [necessaryOnlyChoice(testServer.url)] };

// The project's device (playwright.config.ts) without the browser choice, which only the runner reads.
const { defaultBrowserType: _browserType, ...desktopChrome } = devices['Desktop Chrome'];

function contextOptions(storageState: BrowserContextOptions['storageState']): BrowserContextOptions {
  return { ...desktopChrome, baseURL: testServer.url, storageState };
}

function signedInState(email: string, name: string) {
  return async ({ browser }: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => {
    const file = path.join(testServer.dataDir, '..', `${name}-session-${workerInfo.workerIndex}.json`);
    const context = await browser.newContext(contextOptions(returningReader));
    await signInWithEmailCode(context.request, email);
    await context.storageState({ path: file });
    await context.close();
    await use(file);
  };
}

async function openReaderPage(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(contextOptions(storageState));
  await use(await context.newPage());
  await context.close();
}

/** Lends a shared page to one test, then undoes what a reading test may change so the next test starts alike. */
async function lend(page: Page, use: (page: Page) => Promise<void>): Promise<void> {
  await use(page);
  for (const event of ['console', 'pageerror', 'request', 'response'] as const) await page.removeAllListeners(event);
  await page.emulateMedia({ colorScheme: null, media: null });
  await page.setViewportSize(desktopChrome.viewport);
}

const withSessions = base.extend<TestFixtures, WorkerFixtures>({
  staffState: [signedInState(staffAddress(), 'staff'), { scope: 'worker' }],
  customerState: [signedInState(customerAddress(), 'customer'), { scope: 'worker' }],
  sharedReaderPage: [async ({ browser }, use) => openReaderPage(browser, returningReader, use), { scope: 'worker' }],
  sharedStaffReaderPage: [
    async ({ browser, staffState }, use) => openReaderPage(browser, staffState, use),
    { scope: 'worker' },
  ],
  readerPage: async ({ sharedReaderPage }, use) => lend(sharedReaderPage, use),
  staffReaderPage: async ({ sharedStaffReaderPage }, use) => lend(sharedStaffReaderPage, use),
});

/** Tests that read pages only, anonymously (`readerPage`) or as staff (`staffReaderPage`). */
export const test = withSessions;

/** Tests whose page is signed in as staff (an address at tideline.example). */
export const staffTest = withSessions.extend({
  storageState: async ({ staffState }, use) => use(staffState),
});

/** Tests whose page is signed in as a customer (an address at riverbend.example). */
export const customerTest = withSessions.extend({
  storageState: async ({ customerState }, use) => use(customerState),
});

export { expect } from '@playwright/test';
