/**
 * axe-core finds no violation on any kind of page, in light and dark mode, for the public and the staff reader.
 * Lighthouse's accessibility score is made of the same axe rules (bench/ reports the scores themselves).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { staffTest } from './support/fixtures';

const publicPages = [
  { kind: 'home page', path: '/' },
  { kind: 'guide with a diagram', path: '/Tideline/Applications/RDII/Overview' },
  { kind: 'API reference page', path: '/gSharp/Development/Namespaces/' },
  { kind: 'API member page', path: '/gSharp/Development/Namespaces/Tideline.GSharp.Analytics/AnalyticsFunctions/Median/1' },
  { kind: 'search page with results', path: '/search?q=pump' },
  { kind: 'sign-in page', path: '/sign-in' },
];
const staffPages = [
  ...publicPages,
  { kind: 'staff runbook with a diagram', path: '/Internal Documentation/intro' },
  { kind: 'Insights page with its tables and chart', path: '/Internal Documentation/Insights' },
];

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
