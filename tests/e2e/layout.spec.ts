/**
 * What a reader sees fits the screen, on a phone (390x844) and a desktop (1280x900): the page never scrolls sideways,
 * the navbar's items stay inside the bar (signed in too), code reads without scrolling sideways, every diagram of both
 * builds shows whole at 1280 px, whatever still scrolls can be reached by keyboard, and the sign-in dialog's country
 * list shows several countries.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { customerTest, expect, staffTest, test } from './support/fixtures';
import { publicPageTypes } from './support/pageTypes';
import { testServer } from './support/testServer';
import { partsWrappedInside } from './support/textWrapping';
import { listFiles } from '../../plugins/shared/listFiles';
import { accountButton } from './support/accountMenu';
import { necessaryOnlyChoice } from './support/consentChoice';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const sizes = [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const;

const pages = [
  ...publicPageTypes.map((page) => page.path),
  '/Tideline/Applications/Non-Revenue%20Water/Overview',
  '/gSharp/User%20Guide/LimitsAndDefaults',
  '/intro',
];

async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** How far the page reaches past the window's right edge, in pixels (0 when it fits). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Navbar items drawn outside the bar, named by their text, with where they are. */
function itemsOutsideNavbar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const items = Array.from(
      document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__items > *, .navbar__inner .navbar__items > * *'),
    );
    return items
      .filter((item) => item.getClientRects().length > 0 && getComputedStyle(item).visibility !== 'hidden')
      .map((item) => ({ item, box: item.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(
        ({ box }) =>
          box.top < bar.top - 1 || box.bottom > bar.bottom + 1 || box.left < bar.left - 1 || box.right > bar.right + 1,
      )
      .map(
        ({ item, box }) =>
          `${(item.textContent ?? item.className).trim().slice(0, 40)} at ${Math.round(box.left)},${Math.round(box.top)}`,
      );
  });
}

for (const { name, viewport } of sizes) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('no page scrolls sideways and the navbar items stay inside the bar', async ({ page }) => {
      for (const address of pages) {
        await open(page, address);
        expect(await pageOverflow(page), address).toBeLessThanOrEqual(0);
        expect(await itemsOutsideNavbar(page), address).toEqual([]);
      }
    });

    staffTest('signed in as staff, the account and Log out stay inside the navbar', async ({ page }) => {
      for (const address of ['/', '/Internal%20Documentation/intro', '/gSharp/User%20Guide/LimitsAndDefaults']) {
        await open(page, address);
        expect(await pageOverflow(page), address).toBeLessThanOrEqual(0);
        expect(await itemsOutsideNavbar(page), address).toEqual([]);
      }
    });

    customerTest('signed in as a customer, the account and Log out stay inside the navbar', async ({ page }) => {
      await open(page, '/intro');
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await itemsOutsideNavbar(page)).toEqual([]);
    });

    test('the sign-in dialog’s country list shows at least six countries', async ({ page }) => {
      // A page outside the docs, where the phone's slide-in menu opens on the navbar's items (Log in among them).
      await open(page, '/privacy');
      if (viewport === phone) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('button', { name: 'Log in' }).locator('visible=true').click();
      await page.getByRole('tab', { name: 'Phone' }).click();
      const country = page.getByRole('combobox', { name: 'Country' });
      await country.focus();
      // The field keeps the chosen country while the list is open.
      await expect(country).toHaveValue('+44 United Kingdom');
      const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
      await expect(options.first()).toBeVisible();
      // Seen, not merely in the page: the element drawn at an option's middle is that option.
      const seen = await options.evaluateAll(
        (list) =>
          list.filter((option) => {
            const box = option.getBoundingClientRect();
            const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return drawn !== null && option.contains(drawn);
          }).length,
      );
      expect(seen).toBeGreaterThanOrEqual(6);
    });
  });
}

/** The public pages with a code block, found in the build, so a new page with code is checked too. */
async function pagesWithCode(): Promise<string[]> {
  const root = path.join(testServer.root, 'build', 'public');
  const files = (await listFiles(root, '**/index.html')).map((file) => path.relative(root, file));
  const found: string[] = [];
  for (const file of files) {
    // API member pages share one layout; the guides are where the code is.
    if (file.includes('Namespaces')) continue;
    if ((await readFile(path.join(root, file), 'utf8')).includes('prism-code')) {
      found.push(`/${path.dirname(file).split(path.sep).map(encodeURIComponent).join('/')}`.replace(/\/\.$/, '/'));
    }
  }
  return found;
}

test.describe('on a desktop', () => {
  // Code wraps by the stylesheet alone, so the server's HTML shows what a reader sees; without scripts each of the ~30
  // pages loads in a fraction of the time, and any script that changed the layout after loading is not waited for.
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test('code blocks with lines under 100 characters read without scrolling sideways', async ({ page }) => {
    test.setTimeout(180_000);
    const addresses = await pagesWithCode();
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of addresses) {
      await page.goto(address);
      const scrolling = await page.locator('article pre').evaluateAll((blocks) =>
        blocks
          .filter((block) => Math.max(...(block.textContent ?? '').split('\n').map((line) => line.length)) < 100)
          .filter((block) => block.scrollWidth > block.clientWidth + 1)
          .map((block) => (block.textContent ?? '').split('\n')[0]!.slice(0, 40)),
      );
      expect(scrolling, address).toEqual([]);
    }
  });
});

for (const { name, viewport } of sizes) {
  test(`on a ${name}, every region that scrolls sideways can be reached by keyboard`, async ({ readerPage: page }) => {
    await page.setViewportSize(viewport);
    for (const address of [
      '/gSharp/User%20Guide/LimitsAndDefaults',
      '/intro',
      '/Tideline/Applications/RDII/Overview',
      '/Tideline/Applications/Non-Revenue%20Water/Overview',
    ]) {
      await open(page, address);
      const unreachable = await page.locator('main').evaluate((main) =>
        Array.from(main.querySelectorAll<HTMLElement>('*'))
          .filter(
            (element) =>
              ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
              element.scrollWidth > element.clientWidth + 1,
          )
          .filter(
            (element) =>
              element.tabIndex < 0 &&
              !element.querySelector('a[href], button, input, select, textarea, [tabindex="0"]'),
          )
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(unreachable, address).toEqual([]);
      if (name === 'desktop') {
        // At 1280 px every diagram fits its column (plugins/diagrams/fitToColumn.ts): nothing of it is cut off.
        const cutOff = await page
          .locator('.tideline-diagram')
          .evaluateAll((diagrams) =>
            diagrams
              .filter((diagram) => diagram.scrollWidth > diagram.clientWidth + 1)
              .map((diagram) => `${diagram.querySelector('title')?.textContent}: ${diagram.scrollWidth}px`),
          );
        expect(cutOff, address).toEqual([]);
      }
    }
  });
}

/** The content column of a doc page with its table of contents at 1280 px, as the test above measures it on /intro. */
const desktopColumnWidth = 700;

test('every diagram of both builds shows whole at 1280 px, in a box that takes the keyboard focus', async () => {
  let diagrams = 0;
  const tooWide: string[] = [];
  for (const build of ['public', 'staff']) {
    const root = path.join(testServer.root, 'build', build);
    const files = (await listFiles(root, '**/*.html')).map((file) => path.relative(root, file));
    for (const file of files) {
      const html = await readFile(path.join(root, file), 'utf8');
      for (const [diagram, box, narrowest, title] of html.matchAll(
        /<div class="?tideline-diagram"?([^>]*)><svg(?: style="max-width:max\(100%, (\d+)px\))?[^>]*>(?:<title[^>]*>([^<]*)<\/title>)?/g,
      )) {
        diagrams += 1;
        expect(box, `${build}/${file}: a diagram box takes the keyboard focus`).toContain('tabindex=0');
        expect(narrowest, `${build}/${file}: a diagram without its fit: ${diagram}`).toBeDefined();
        // A diagram shrinks to fit its column down to 80 % of its drawn size (plugins/diagrams/fitToColumn.ts); one
        // still wider at that size scrolls, and a reader at 1280 px would not see it whole.
        if (Number(narrowest) > desktopColumnWidth) {
          tooWide.push(`${build}/${file}: "${title}" is ${narrowest} px wide at its smallest`);
        }
      }
    }
  }
  // Control: the scan finds the diagrams (the intro pages of both builds, gSharp's overview, RDII, the runbooks...).
  expect(diagrams).toBeGreaterThan(30);
  expect(
    tooWide,
    `Diagrams wider than the ${desktopColumnWidth} px desktop column at their smallest: draw a flowchart top to bottom (flowchart TB), break long labels with <br/>, shorten a sequence diagram's participant names or split it in two (the staff handbook's Styling a Document, "Fitting the column")`,
  ).toEqual([]);
});

test('a wide table scrolls in a named region that takes the keyboard focus', async ({ readerPage: page }) => {
  await open(page, '/gSharp/User%20Guide/LimitsAndDefaults');
  const region = page.getByRole('region', { name: /^Table: / }).first();
  await expect(region).toBeVisible();
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // Headers line up with the cells under them (Infima centres them).
  await expect(region.locator('th').first()).toHaveCSS('text-align', 'left');
});

test('the covers of scroll shadows paint the page’s own colour in both modes, so a diagram that fits shows none', async ({
  readerPage: page,
}) => {
  await page.setViewportSize(desktop);
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, '/intro');
      const { covers, pageColour } = await page
        .locator('.tideline-diagram')
        .first()
        .evaluate((diagram) => ({
          covers: getComputedStyle(diagram).backgroundImage,
          // What shows behind the page: the body's colour, else the root's, else the canvas's white.
          pageColour:
            [document.body, document.documentElement]
              .map((element) => getComputedStyle(element).backgroundColor)
              .find((colour) => colour !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)',
        }));
      // A transparent cover hides nothing: both shadows would show on a diagram that does not scroll.
      expect(covers, colorScheme).not.toContain('rgba(0, 0, 0, 0) 30%');
      expect(covers, colorScheme).toContain(`${pageColour} 30%`);
    }
  } finally {
    // The page is lent to other tests, which read it in light mode.
    await page.emulateMedia({ colorScheme: 'light' });
  }
});

for (const width of [1280, 1024]) {
  test.describe(`the account menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    staffTest(
      'keeps every navbar item and the site’s title in the bar, and works from the keyboard',
      async ({ page }) => {
        await open(page, '/gSharp/Overview');
        const account = accountButton(page);
        await expect(account).toBeVisible();
        expect(await itemsOutsideNavbar(page)).toEqual([]);
        // The title is drawn whole, not squeezed out or cut short.
        const title = page.locator('.navbar__title');
        await expect(title).toBeVisible();
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

        // One menu holds the account's items and Log out.
        await account.focus();
        await page.keyboard.press('Enter');
        await expect(account).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByRole('list', { name: 'Account' });
        await expect(menu.getByRole('button')).toHaveText(['Passkeys', 'Access tokens', 'Privacy settings', 'Log out']);
        await expect(menu.getByRole('button', { name: 'Passkeys' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('button', { name: 'Access tokens' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(account).toHaveAttribute('aria-expanded', 'false');
        await expect(menu.getByRole('button', { name: 'Log out' })).toBeHidden();
        await expect(account).toBeFocused();
      },
    );

    staffTest(
      'is the size and in the place of Log in, so signing in moves nothing in the navbar',
      async ({ page, browser }) => {
        // Each navbar item's text and box; staff's extra Internal item is appended to the left group, moving nothing.
        const itemBoxes = (on: Page) =>
          on.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__items > *'))
              .filter((item) => item.textContent?.trim() !== 'Internal')
              .map((item) => {
                const box = item.getBoundingClientRect();
                const isAuth = item.matches('[class*="fixedWidth"], [class*="account"]');
                return `${isAuth ? 'account or Log in' : item.textContent?.trim()}: ${box.left},${box.top} ${box.width}x${box.height}`;
              }),
          );
        await open(page, '/intro');
        await expect(accountButton(page)).toBeVisible();
        const signedIn = await itemBoxes(page);
        const anonymous = await browser.newPage({
          viewport: { width, height: 800 },
          baseURL: testServer.url,
          storageState: { cookies: [], origins: [necessaryOnlyChoice(testServer.url)] },
        });
        await open(anonymous, '/intro');
        await expect(anonymous.getByRole('button', { name: 'Log in' })).toBeEnabled();
        const signedOut = await itemBoxes(anonymous);
        await anonymous.close();
        expect(signedIn).toEqual(signedOut);
      },
    );
  });
}

test.describe('the Access tokens dialog at 1280 px', () => {
  test.use({ viewport: desktop });

  staffTest('lines up the labels of the new token’s name and lifetime', async ({ page }) => {
    await open(page, '/intro');
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Access tokens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access tokens' });
    const name = await dialog.getByText('Name of the new token').boundingBox();
    const lifetime = await dialog.getByText('Expires after').boundingBox();
    expect(Math.abs((name?.y ?? 0) - (lifetime?.y ?? 100))).toBeLessThanOrEqual(1);
  });
});

test('on a phone, the navbar, the announcement bar, Copy page and the feedback buttons offer 44 px targets', async ({
  readerPage: page,
}) => {
  await page.setViewportSize(phone);
  await open(page, '/intro');
  const targets = {
    menu: page.getByRole('button', { name: 'Toggle navigation bar' }),
    'announcement close': page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }),
    'Copy page': page.getByRole('button', { name: 'Copy page' }),
    'feedback Yes': page.getByRole('button', { name: 'Yes', exact: true }),
    'feedback No': page.getByRole('button', { name: 'No', exact: true }),
  };
  const tooSmall: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    if (box === null || box.width < 44 || box.height < 44)
      tooSmall.push(`${name}: ${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`);
  }
  expect(tooSmall).toEqual([]);
  // Body-size text on the page's own buttons, not the theme's small-button size.
  for (const name of ['Copy page', 'feedback Yes', 'feedback No'] as const)
    await expect(targets[name], name).toHaveCSS('font-size', '16px');
  // The larger targets are for phones: a desktop still has no menu button, and its announcement bar keeps its height.
  await page.setViewportSize(desktop);
  await expect(targets.menu).toBeHidden();
  expect((await targets['announcement close'].boundingBox())?.height).toBeLessThan(44);
});

test('on a phone, Copy page sits above the title, which keeps the column’s width and its words whole', async ({
  readerPage: page,
}) => {
  await page.setViewportSize(phone);
  await open(page, '/intro');
  const button = await page.getByRole('button', { name: 'Copy page' }).boundingBox();
  const title = page.locator('article h1');
  const titleBox = await title.boundingBox();
  const column = await page.locator('article .markdown').boundingBox();
  expect(button && titleBox && button.y + button.height <= titleBox.y).toBe(true);
  expect(Math.round(titleBox?.width ?? 0)).toBe(Math.round(column?.width ?? -1));
  // Every word of the title on one line: no line of the title starts inside a word.
  const wordsSplit = await partsWrappedInside(title, ' ');
  expect(wordsSplit).toEqual([]);
});
