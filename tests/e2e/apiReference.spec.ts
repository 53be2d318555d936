/**
 * The generated gSharp API reference as a developer uses it.
 */
import { expect, test } from './support/fixtures';

const base = '/gSharp/Development/Namespaces';

test('every link of the namespaces index, and every type link of each namespace, opens a page', async ({
  readerPage: page,
  request,
}) => {
  await page.goto(`${base}/`);
  await expect(page.locator('article h1')).toBeVisible();
  const namespaceLinks = await page
    .locator('article a[href^="/gSharp/Development/Namespaces/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
  expect(namespaceLinks).toEqual(
    expect.arrayContaining([
      `${base}/Tideline.GSharp.Analytics`,
      `${base}/Tideline.GSharp.Analytics.Extensions`,
      `${base}/Tideline.GSharp.PI`,
      `${base}/Tideline.GSharp.PI.Constants`,
    ]),
  );
  for (const namespace of namespaceLinks) {
    await page.goto(namespace);
    const typeLinks = await page
      .locator('article a[href^="/gSharp/Development/Namespaces/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
    expect(typeLinks.length, namespace).toBeGreaterThan(0);
    for (const link of typeLinks) expect((await request.get(link)).status(), link).toBe(200);
  }
});

test('a method page shows its signature, parameters and return value', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.Analytics/AnalyticsFunctions/Poly`);
  await expect(page.locator('article h1')).toHaveText('AnalyticsFunctions.Poly method');
  await expect(page.locator('article pre').first()).toContainText('Poly(double x, double[] coefficients)');
  await expect(page.getByRole('heading', { name: 'Parameters' })).toBeVisible();
  const parameters = page.locator('article table').first();
  await expect(parameters).toContainText('x');
  await expect(parameters).toContainText('coefficients');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await expect(page.locator('article')).toContainText("Horner's method");
});

test('an overload group lists each signature and links to its page', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.Analytics/AnalyticsFunctions/Curve`);
  const overloads = page.locator('article table a');
  await expect(overloads).toHaveCount(2);
  await overloads.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${base}/Tideline.GSharp.Analytics/AnalyticsFunctions/Curve/2$`));
  await expect(page.locator('article pre').first()).toContainText(
    'Curve(double x, double[] xValues, double[] yValues)',
  );
});

test('the gSharp sidebar carries the reference, collapsed by namespace', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIACEPoint`);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', { name: 'Tideline.GSharp.PI', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Tideline.GSharp.Analytics', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'AnalyticsFunctions', exact: true })).toHaveCount(0);
});

test('a method page shows its full declaration, its return type and a linked parameter type', async ({
  readerPage: page,
}) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIACEPoint/Avg/1`);
  const declaration = page.getByRole('figure', { name: 'Declaration' });
  await expect(declaration).toHaveText('public double? Avg(DateTime startTime, DateTime endTime);');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const returns = page.locator('article h2:text-is("Returns") + p');
  await expect(returns).toHaveText('double?');
  const parameterType = page.locator('article table').first().getByRole('link', { name: 'DateTime' }).first();
  await expect(parameterType).toHaveAttribute('href', 'https://learn.microsoft.com/dotnet/api/system.datetime');
});

test('a parameter type documented in the reference links to its page', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI/BuiltInFunctions/LogMessage/3`);
  await page.locator('article table').first().getByRole('link', { name: 'MessageLevel' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/Tideline.GSharp.PI/MessageLevel$`));
  await expect(page.locator('article h1')).toHaveText('MessageLevel enum');
});

test('a type page shows its declaration, inheritance and interfaces', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIValues`);
  await expect(page.getByRole('figure', { name: 'Declaration' })).toHaveText(
    'public sealed class PIValues : IEnumerable<AFValue>',
  );
  const inheritance = page.locator('article p', { hasText: 'Inheritance:' });
  await expect(inheritance).toContainText('Object → PIValues');
  await expect(inheritance.getByRole('link', { name: 'Object' })).toHaveAttribute(
    'href',
    'https://learn.microsoft.com/dotnet/api/system.object',
  );
  await expect(inheritance).toContainText('Implements: IEnumerable<AFValue>');
});

test('a namespace page lists its types with their kinds', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI`);
  // The namespace's remarks hold a table too; the Types table is the one whose rows start with the type's link.
  const kindOf = (type: string) =>
    page
      .locator('article table tr')
      .filter({ has: page.locator('td:first-child a', { hasText: new RegExp(`^${type}$`) }) })
      .locator('td')
      .nth(1);
  await expect(kindOf('PIACEClassModule')).toHaveText('abstract class');
  await expect(kindOf('MessageLevel')).toHaveText('enum');
  await expect(kindOf('PIValues')).toHaveText('class');
});

test('the sidebar scrolls to the member being read, far down the reference', async ({ readerPage: page }) => {
  await page.goto('/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint/PutValue/2');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const current = sidebar.locator('.menu__link--active:not(.menu__link--sublist)');
  await expect(current).toHaveAttribute('aria-current', 'page');
  // In view inside the sidebar, not merely in the page: the element drawn at the link's middle is the link.
  await expect
    .poll(() =>
      current.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return drawn !== null && link.contains(drawn);
      }),
    )
    .toBe(true);
});
