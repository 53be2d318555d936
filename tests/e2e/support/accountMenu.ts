/** The navbar's account menu at desktop widths: one button naming the reader, holding the account items and Log out. */
import type { Locator, Page } from '@playwright/test';

/** Shown only to a signed-in reader, so tests wait on it to know the page has found the session. */
export function accountButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Account: / });
}

/** Opens the account menu and chooses "Log out": one click after opening the menu. */
export async function logOut(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
}
