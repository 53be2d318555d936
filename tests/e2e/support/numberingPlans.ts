/**
 * Requests for the phone numbering plans (libphonenumber-js, about 28 KB gzip), which the site loads only for a phone
 * number: the e-mail sign-in test checks none is made, the phone sign-in test that its requests are seen by the same
 * test, so the first cannot pass by matching nothing.
 */
import type { Page } from '@playwright/test';

/** Starts recording the page's requests for the numbering plans; the list fills as they are made. */
export function numberingPlanRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    // The bundler names the chunk after the package (plugins/first-load keeps chunk ids named).
    if (request.url().includes('libphonenumber')) requests.push(request.url());
  });
  return requests;
}
