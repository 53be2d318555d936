/**
 * The generated gSharp API reference as a developer uses it.
 */
import { expect, test } from './support/fixtures';
import { partsWrappedInside } from './support/textWrapping';

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
  // Each overload's address says which it is: its parameter types.
  await expect(page).toHaveURL(
    new RegExp(`${base}/Tideline.GSharp.Analytics/AnalyticsFunctions/Curve/double-double-array-double-array$`),
  );
  await expect(page.locator('article pre').first()).toContainText(
    'Curve(double x, double[] xValues, double[] yValues)',
  );
});

/** A namespace's sidebar label: its name with a zero-width space after each dot, where it may wrap. */
const namespaceLabel = (name: string) => name.replaceAll('.', '.\u200b');

test('the gSharp sidebar carries the reference, collapsed by namespace', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIACEPoint`);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', { name: namespaceLabel('Tideline.GSharp.PI'), exact: true })).toBeVisible();
  await expect(
    sidebar.getByRole('link', { name: namespaceLabel('Tideline.GSharp.Analytics'), exact: true }),
  ).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'AnalyticsFunctions', exact: true })).toHaveCount(0);
});

test('namespace names in the sidebar wrap only between their parts, never inside one', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/Tideline.GSharp.Analytics.Extensions`);
  const links = page.locator('nav[aria-label="Docs sidebar"] a.menu__link', { hasText: /^Tideline\./ });
  await expect(links.first()).toBeVisible();
  const partsSplit = await partsWrappedInside(links, '\u200b');
  expect(partsSplit).toEqual([]);
  // Control: the longest name is wider than the sidebar, so it does wrap, between its parts.
  const longest = links.filter({ hasText: 'Extensions' }).first();
  expect(await longest.evaluate((anchor) => anchor.getBoundingClientRect().height > 30)).toBe(true);
});

test('a method page shows its full declaration, its return type and a linked parameter type', async ({
  readerPage: page,
}) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIACEPoint/Avg/DateTime-DateTime`);
  const declaration = page.getByRole('figure', { name: 'Declaration' });
  await expect(declaration).toHaveText('public double? Avg(DateTime startTime, DateTime endTime);');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const returns = page.locator('article h2:text-is("Returns") + p');
  await expect(returns).toHaveText('double?');
  const parameterType = page.locator('article table').first().getByRole('link', { name: 'DateTime' }).first();
  await expect(parameterType).toHaveAttribute('href', 'https://learn.microsoft.com/dotnet/api/system.datetime');
});

test('a parameter type documented in the reference links to its page', async ({ readerPage: page }) => {
  await page.goto(`${base}/Tideline.GSharp.PI/BuiltInFunctions/LogMessage/MessageLevel-string-string`);
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

test('an overload page: the reference one click away, members by kind, sidebar at the page, C# highlighted, title wrapping', async ({
  readerPage: page,
}) => {
  await page.goto(`${base}/Tideline.GSharp.PI/PIACEPoint/PutValue/object-DateTime`);

  // The breadcrumb says where the page is: gSharp, its API reference, the type, its methods.
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('listitem')).toHaveText([
    '',
    'gSharp',
    'API reference',
    'Tideline.GSharp.PI',
    'PIACEPoint',
    'Methods',
    'PutValue',
    'PutValue(object, DateTime)',
  ]);

  // The reference is one click from anywhere in gSharp: in the navbar and at the top of the gSharp sidebar.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API reference' }),
  ).toHaveAttribute('href', `${base}/`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const topLevel = sidebar.locator(':scope > ul > li > div > a, :scope > ul > li > a');
  await expect(topLevel.filter({ hasText: /^API reference$/ })).toHaveAttribute('href', `${base}/`);

  // The type's members are grouped by kind; the page's own group is open and the rest are not.
  const typeItem = sidebar.locator('li', { has: page.locator(':scope > div > a', { hasText: /^PIACEPoint$/ }) });
  const kinds = typeItem.locator(':scope > ul > li > div > a.menu__link--sublist');
  await expect(kinds).toHaveText(['Constructors', 'Properties', 'Methods', 'Events']);

  // The sidebar scrolls to the page being read, far down the reference.
  const current = sidebar.locator('.menu__link--active:not(.menu__link--sublist)');
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveText('PutValue(object, DateTime)');
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

  // The signature is highlighted as C# in the code theme's colours, and its types still link.
  const declaration = page.getByRole('figure', { name: 'Declaration' });
  await expect(declaration).toHaveText('public void PutValue(object value, DateTime time);');
  const keyword = declaration.locator('.token.keyword', { hasText: /^public$/ });
  const plainColour = await declaration.locator('pre').evaluate((pre) => getComputedStyle(pre).color);
  expect(await keyword.evaluate((span) => getComputedStyle(span).color)).not.toBe(plainColour);
  await expect(declaration.getByRole('link', { name: 'DateTime' })).toHaveAttribute(
    'href',
    'https://learn.microsoft.com/dotnet/api/system.datetime',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the title wraps between the parts of the name, never after "PutValue(".
  const title = page.locator('article h1');
  await expect(title).toHaveText('PIACEPoint.PutValue(object, DateTime) method');
  const bracketAndNextWord = await title.evaluate((heading) => {
    const textNode = Array.from(heading.childNodes).find((node) => node.textContent?.startsWith('(object'));
    if (textNode === undefined) return undefined;
    const top = (offset: number) => {
      const range = document.createRange();
      range.setStart(textNode, offset);
      range.setEnd(textNode, offset + 1);
      return range.getBoundingClientRect().top;
    };
    return { bracket: top(0), word: top(1) };
  });
  expect(bracketAndNextWord).toBeDefined();
  expect(bracketAndNextWord?.word).toBe(bracketAndNextWord?.bracket);
});
