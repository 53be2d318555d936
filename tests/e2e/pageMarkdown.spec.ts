/**
 * Every page as Markdown (route plus .md), /llms.txt and /llms-full.txt, gated like the HTML: anonymous
 * readers and customers get the public build's, staff the staff build's. The public ones must name nothing
 * of the staff section.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectLeakMarkers } from '../../scripts/leakMarkers';
import { markdownPathOf } from '../../config/pageMarkdown';
import { customerTest, staffTest } from './support/fixtures';
import { internalRoutes, pageUrl, publicRoutes } from './support/seedRoutes';

const staffPage = internalRoutes.find((route) => route.path.endsWith('/Server Patching'))!;

async function markdownOf(request: APIRequestContext, route: string) {
  const response = await request.get(pageUrl(markdownPathOf(route)));
  return { status: response.status(), type: response.headers()['content-type'] ?? '', text: await response.text() };
}

async function expectNothingInternal(text: string, what: string): Promise<void> {
  for (const marker of await collectLeakMarkers()) expect(text, `${what} must not contain "${marker.text}"`).not.toContain(marker.text);
}

test.describe('anonymous readers', () => {
  test('read a page as Markdown at its address plus .md, front matter stripped', async ({ request }) => {
    const page = await markdownOf(request, '/Tideline/Support/Logging In');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/markdown');
    expect(page.text.startsWith('# Logging In to Tideline Docs\n')).toBe(true);
    expect(page.text).not.toMatch(/^---|sidebar_position:/m);
  });

  test('read the home page, whose cards become links, at /index.md', async ({ request }) => {
    const page = await markdownOf(request, '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('- [Sewer Monitoring](/Tideline/Applications/IOT%20Devices/Sewer%20Monitoring)');
    expect(page.text).not.toContain('<SectionCards');
    expect(page.text).not.toContain('import ');
  });

  test('read a generated API reference page as Markdown', async ({ request }) => {
    const page = await markdownOf(request, '/gSharp/Development/Namespaces/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Tideline.GSharp.Analytics');
  });

  test('find every public page in /llms.txt and nothing of the staff section', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# Tideline Docs\n\n> ')).toBe(true);
    for (const route of publicRoutes) expect(text).toContain(`${pageUrl(markdownPathOf(route.path))})`);
    await expectNothingInternal(text, '/llms.txt');
  });

  test('get every public page in /llms-full.txt and nothing of the staff section', async ({ request }) => {
    const text = await (await request.get('/llms-full.txt')).text();
    expect(text).toContain('# Logging In to Tideline Docs');
    await expectNothingInternal(text, '/llms-full.txt');
  });

  test('get 401 and no content for a staff page’s Markdown', async ({ request }) => {
    const page = await markdownOf(request, staffPage.path);
    expect(page.status).toBe(401);
    expect(page.text).not.toContain('Every Tideline server is patched');
  });
});

customerTest('customers get the public /llms.txt and 403 for a staff page’s Markdown', async ({ context }) => {
  const text = await (await context.request.get('/llms.txt')).text();
  await expectNothingInternal(text, 'the customer’s /llms.txt');
  expect((await markdownOf(context.request, staffPage.path)).status).toBe(403);
});

staffTest.describe('staff', () => {
  staffTest('find every staff page in /llms.txt', async ({ context }) => {
    const text = await (await context.request.get('/llms.txt')).text();
    expect(text).toContain('## Internal');
    for (const route of internalRoutes) expect(text).toContain(`${pageUrl(markdownPathOf(route.path))})`);
  });

  staffTest('read a staff page as Markdown', async ({ context }) => {
    const markdown = await markdownOf(context.request, staffPage.path);
    expect(markdown.status).toBe(200);
    expect(markdown.text.startsWith('# Monthly server patching\n')).toBe(true);
  });

  staffTest('copy a page as Markdown with the button beside its title', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pageUrl(staffPage.path));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await markdownOf(page.request, staffPage.path)).text);
  });
});
