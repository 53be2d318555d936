/**
 * A copy is confirmed plainly, on "Copy page" and on code blocks alike: "✓ Copied" in the success colour, the button
 * still enabled, the copy announced to screen readers, and the button back as it was a few seconds later. "Copy page"
 * is an outline button in both colour modes (it was a bright block in dark mode) with body-size text on a 44 px target.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const guide = '/Tideline/Applications/IOT%20Devices/Overview';

async function open(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ colorScheme });
  await page.goto(guide);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** The colour the theme gives `variable`, as the browser computes it. */
function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

/** The end of Infima's success scale that reads on this mode's background. */
const successColour = { light: '--ifm-color-success-darkest', dark: '--ifm-color-success-lightest' } as const;

async function expectConfirmed(page: Page, button: Locator, colorScheme: 'light' | 'dark'): Promise<void> {
  await expect(button).toHaveText('✓ Copied');
  await expect(button).toBeEnabled();
  const label = button.getByText('Copied');
  await expect(label).toHaveCSS('color', await themeColour(page, successColour[colorScheme]));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test('Copy page is an outline button at body size that says "✓ Copied" in green, then comes back', async ({
      page,
    }) => {
      await open(page, colorScheme);
      const button = page.getByRole('button', { name: 'Copy page' });
      await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(button).toHaveCSS('font-size', '16px');
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);

      await button.click();
      const copied = page.getByRole('button', { name: 'Copied' });
      await expectConfirmed(page, copied, colorScheme);
      await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# IoT Device Fleet Monitoring');
      await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 5_000 });
    });

    test('a code block\'s copy button says "✓ Copied" in green, fully drawn, then comes back', async ({ page }) => {
      await open(page, colorScheme);
      const block = page.locator('.theme-code-block').filter({ hasText: 'RSSI (dBm)' });
      await block.hover();
      await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
      const copied = block.getByRole('button', { name: 'Copied' });
      await expectConfirmed(page, copied, colorScheme);
      await expect(copied).toHaveCSS('opacity', '1');
      await expect(block.getByRole('status')).toHaveText('Code copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('RSSI (dBm) = −113 + 2 × CSQ');
      await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached({ timeout: 5_000 });
    });
  });
}
