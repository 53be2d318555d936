/**
 * axe-core finds no violation on any kind of page, in light and dark mode, for the public and the staff reader.
 * Lighthouse scores the same pages in `npm run bench` (tests/audits/lighthouse.spec.ts); it also fails a link told apart from the text around it
 * by colour alone, which axe leaves for a person to review.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { homePage, publicPageTypes, staffPageTypes } from './support/pageTypes';

const publicPages = publicPageTypes;
// What differs for staff on a public page is the navbar (the Internal item, the account menu), the same on every page.
const staffPages = [homePage, ...staffPageTypes];

/** "rule: the elements it failed on" for each violation, so a failure says what to fix. */
async function violationsOn(page: Page, path: string, colorScheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    for (const { kind, path } of publicPages) {
      test(`the ${kind} has no accessibility violation for a public reader`, async ({ readerPage }) => {
        expect(await violationsOn(readerPage, path, colorScheme)).toEqual([]);
      });
    }

    for (const { kind, path } of staffPages) {
      test(`the ${kind} has no accessibility violation for staff`, async ({ staffReaderPage }) => {
        expect(await violationsOn(staffReaderPage, path, colorScheme)).toEqual([]);
      });
    }
  });
}
