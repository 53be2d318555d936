/**
 * axe-core finds no violation (WCAG 2.2 A and AA, best practices, and the label-in-name rule axe leaves off by default)
 * on any kind of page, for the public and the staff reader, on a phone (390x844) and a desktop (1280x900), in light
 * mode, in dark mode chosen by the system (`prefers-color-scheme: dark`, no stored choice) and in dark mode chosen with
 * the navbar's toggle. Lighthouse scores the same pages in `npm run bench` (bench/audits/lighthouse.spec.ts); it also
 * fails a link told apart from the text around it by colour alone, which axe leaves for a person to review.
 *
 * Each page is loaded once per size: axe runs in light mode, then again once the system turns dark (the page follows
 * it without a reload, as a reader's does at dusk). The toggle sets the same `data-theme="dark"` the styles key on, so
 * it is checked on one public and one staff page per size, where it also proves the stored choice survives a reload.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { customerTest, expect, staffTest, test } from './support/fixtures';
import { homePage, publicPageTypes, staffPageTypes } from './support/pageTypes';

// Besides the kinds of page every check walks: the ones the review of what readers see found failing.
const publicPages = [
  ...publicPageTypes,
  { kind: 'guide with a wide table', path: '/gSharp/User%20Guide/LimitsAndDefaults' },
  { kind: 'guide with code and formulas', path: '/Tideline/Applications/Non-Revenue%20Water/Overview' },
  { kind: 'page not found', path: '/Tideline/Applications/RDII/Overvew' },
];
// What differs for staff on a public page is the navbar (the Internal item, the account menu), the same on every page.
const staffPages = [homePage, ...staffPageTypes];

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');

// What changes when the page turns dark: colours, and the images drawn for one colour mode only (the logo).
const rulesThatFollowColourMode = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/**
 * "rule: the elements it failed on" for each violation, so a failure says what to fix. With `onlyColourRules`, only
 * the rules whose verdict can change with the colour mode run: the page's structure was checked in light mode.
 */
async function violations(page: Page, { onlyColourRules = false } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    // Experimental in axe, so off unless asked for: a visible label the accessible name leaves out (WCAG 2.5.3).
    // Passes and incomplete checks are not reported: listing them is a third of axe's time, and nothing reads them.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
  const { violations: found } = await (onlyColourRules
    ? axe.withRules(rulesThatFollowColourMode)
    : axe.withTags(wcagTags)
  ).analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * The violations in light mode and then in the dark mode the system chose, from one load of the page; `shown` waits for
 * what the page draws after loading (a notice that comes with the session) before axe looks.
 */
async function violationsLightThenSystemDark(
  page: Page,
  path: string,
  shown?: Locator,
): Promise<{ light: string[]; dark: string[] }> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await hydrated(page);
  if (shown) await expect(shown).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await violations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colourTransitionsFinished(page);
  return { light, dark: await violations(page, { onlyColourRules: true }) };
}

/**
 * Links, code and the search button fade to their new colours (the theme's colour transitions): axe measuring contrast
 * before they end reads a mix of the two modes, and reports contrast no reader sees once the page has settled.
 */
async function colourTransitionsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Dark mode as a reader on a light system picks it: with the navbar's toggle (the choice is stored in the page's browser). */
async function violationsToggledDark(page: Page, path: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await hydrated(page);
  // On a phone the toggle sits in the slide-in menu.
  const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: /dark mode|light mode|system mode/i })
    .locator('visible=true')
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  return violations(page, { onlyColourRules: true });
}

for (const { name: size, viewport } of sizes) {
  test.describe(`on a ${size}`, () => {
    for (const { kind, path } of publicPages) {
      test(`the ${kind} has no accessibility violation for a public reader, in light and in system dark mode`, async ({
        readerPage,
      }) => {
        await readerPage.setViewportSize(viewport);
        expect(await violationsLightThenSystemDark(readerPage, path)).toEqual({ light: [], dark: [] });
      });
    }
    for (const { kind, path } of staffPages) {
      test(`the ${kind} has no accessibility violation for staff, in light and in system dark mode`, async ({
        staffReaderPage,
      }) => {
        await staffReaderPage.setViewportSize(viewport);
        expect(await violationsLightThenSystemDark(staffReaderPage, path)).toEqual({ light: [], dark: [] });
      });
    }

    test.describe('after signing in', () => {
      test.use({ viewport });
      staffTest(
        'the "Signed in as" notice has no accessibility violation, in light and in system dark mode',
        async ({ page }) => {
          // The mark the sign-in form leaves for the page it loads next (src/auth/signedInNotice.ts).
          await page.addInitScript(() => sessionStorage.setItem('tideline.justSignedIn', '1'));
          const notice = page.getByRole('status').filter({ hasText: 'Signed in as' });
          expect(await violationsLightThenSystemDark(page, '/intro', notice)).toEqual({ light: [], dark: [] });
        },
      );
      customerTest(
        'the staff page refused to a customer has no accessibility violation, in light and in system dark mode',
        async ({ page }) => {
          const actions = page.getByRole('link', { name: 'Back to the public guides' });
          expect(await violationsLightThenSystemDark(page, '/Internal%20Documentation/intro', actions)).toEqual({
            light: [],
            dark: [],
          });
        },
      );
    });

    test.describe('in dark mode chosen with the toggle', () => {
      test.use({ viewport });
      test('a guide with code and formulas has no accessibility violation for a public reader', async ({ page }) => {
        expect(await violationsToggledDark(page, '/Tideline/Applications/Non-Revenue%20Water/Overview')).toEqual([]);
      });
      staffTest('the staff runbook has no accessibility violation for staff', async ({ page }) => {
        expect(await violationsToggledDark(page, staffPageTypes[0]!.path)).toEqual([]);
      });
    });
  });
}

test('the search modal, narrowed to a section and finding nothing, on a phone and a desktop', async ({
  readerPage: page,
}) => {
  await page.goto('/intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  for (const { name: size, viewport } of sizes) {
    await page.setViewportSize(viewport);
    await input.fill('gnode');
    await page.getByRole('group', { name: 'Search in' }).getByRole('radio', { name: 'gSharp' }).check();
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    expect(await violations(page), `${size}, hits in gSharp`).toEqual([]);
    await input.fill('vpmup');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    expect(await violations(page), `${size}, no results`).toEqual([]);
    await page.getByRole('group', { name: 'Search in' }).getByRole('radio', { name: 'All sections' }).check();
  }
});
