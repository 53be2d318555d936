/**
 * axe-core finds no violation on any kind of page, in light and dark mode, for the public and the staff reader.
 * Lighthouse scores the same pages too (lighthouse.spec.ts); it also fails a link told apart from the text around it
 * by colour alone, which axe leaves for a person to review.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { staffTest } from './support/fixtures';
import { homePage, publicPageTypes, staffPageTypes } from './support/pageTypes';

const publicPages = publicPageTypes;
// What differs for staff on a public page is the navbar (the Internal item, the account menu), the same on every page.
const staffPages = [homePage, ...staffPageTypes];

/** "rule: the elements it failed on" for each violation, so a failure says what to fix. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const { kind, path } of publicPages) {
      test(`the ${kind} has no accessibility violation for a public reader`, async ({ page }) => {
        expect(await violationsOn(page, path)).toEqual([]);
      });
    }

    for (const { kind, path } of staffPages) {
      staffTest(`the ${kind} has no accessibility violation for staff`, async ({ page }) => {
        expect(await violationsOn(page, path)).toEqual([]);
      });
    }
  });
}
