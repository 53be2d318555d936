/**
 * Playwright tests with a signed-in reader. Each worker signs in once per audience through the real
 * e-mail-code flow and reuses the session for its tests.
 */
import path from 'node:path';
import { test as base, type Browser, type WorkerInfo } from '@playwright/test';
import { customerAddress, signInWithEmailCode, staffAddress } from './session';
import { testServer } from './testServer';
import { necessaryOnlyChoice } from './consentChoice';

type WorkerSessions = { staffState: string; customerState: string };

function signedInState(email: string, name: string) {
  return async ({ browser }: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => {
    const file = path.join(testServer.dataDir, '..', `${name}-session-${workerInfo.workerIndex}.json`);
    const context = await browser.newContext({ baseURL: testServer.url, storageState: { cookies: [], origins: [necessaryOnlyChoice(testServer.url)] } });
    await signInWithEmailCode(context.request, email);
    await context.storageState({ path: file });
    await context.close();
    await use(file);
  };
}

const withSessions = base.extend<object, WorkerSessions>({
  staffState: [signedInState(staffAddress(), 'staff'), { scope: 'worker' }],
  customerState: [signedInState(customerAddress(), 'customer'), { scope: 'worker' }],
});

/** Tests whose page is signed in as staff (an address at tideline.example). */
export const staffTest = withSessions.extend({
  storageState: async ({ staffState }, use) => use(staffState),
});

/** Tests whose page is signed in as a customer (an address at riverbend.example). */
export const customerTest = withSessions.extend({
  storageState: async ({ customerState }, use) => use(customerState),
});

export { expect } from '@playwright/test';
