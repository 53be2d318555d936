/**
 * Every page as Markdown (route plus .md), /llms.txt and /llms-full.txt, gated like the HTML: anonymous
 * readers and customers get the public build's, staff the staff build's. The public ones must name nothing
 * of the staff section.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectLeakMarkers } from '../../scripts/leakMarkers';
import { markdownPathOf } from '../../contract/pageMarkdown';
import { customerTest, staffTest } from './support/fixtures';
import { internalRoutes, pageUrl, publicRoutes } from './support/seedRoutes';

const staffPage = internalRoutes.find((route) => route.path.endsWith('/Server Patching'))!;

async function markdownOf(request: APIRequestContext, route: string) {
  const response = await request.get(pageUrl(markdownPathOf(route)));
  return { status: response.status(), type: response.headers()['content-type'] ?? '', text: await response.text() };
}

async function expectNothingInternal(text: string, what: string): Promise<void> {
  for (const marker of await collectLeakMarkers())
    expect(text, `${what} must not contain "${marker.text}"`).not.toContain(marker.text);
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

  test('are sent to a page’s Markdown copy at its own address from another letter case, in one hop', async ({
    request,
  }) => {
    for (const [address, ownAddress] of Object.entries({
      '/gsharp/overview.md': '/gSharp/Overview.md',
      '/GSHARP/OVERVIEW.MD?x=1': '/gSharp/Overview.md?x=1',
      '/tideline/support/logging%20in.md': '/Tideline/Support/Logging%20In.md',
      '/INDEX.MD': '/index.md',
    })) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(`${response.status()} ${response.headers().location}`, address).toBe(`301 ${ownAddress}`);
      expect((await request.get(ownAddress, { maxRedirects: 0 })).status(), ownAddress).toBe(200);
    }
  });

  test('get the same 401 for a staff page’s Markdown in another letter case as for its own address, or a missing one', async ({
    request,
  }) => {
    await expectMarkdownRefusedAlike(request, 401);
  });
});

/**
 * A staff page's Markdown asked for in other letter cases, and a staff Markdown address that names no page, get what its
 * own address gets: the same refusal, naming nothing, so no answer says whether a staff page exists.
 */
async function expectMarkdownRefusedAlike(request: APIRequestContext, status: 401 | 403): Promise<void> {
  const answerOf = async (address: string) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const headers = response.headers();
    const body = await response.text();
    expect(body, address).not.toContain('Every Tideline server is patched');
    return {
      status: response.status(),
      type: headers['content-type'],
      cache: headers['cache-control'],
      location: headers.location,
    };
  };
  const exactAddress = pageUrl(markdownPathOf(staffPage.path));
  const exact = await answerOf(exactAddress);
  expect(exact.status).toBe(status);
  for (const variant of [
    exactAddress.toLowerCase(),
    exactAddress.toUpperCase(),
    pageUrl('/Internal Documentation/no-such-page.md'),
  ]) {
    expect(await answerOf(variant), variant).toEqual(exact);
  }
}

customerTest('customers get the public /llms.txt and 403 for a staff page’s Markdown', async ({ context }) => {
  const text = await (await context.request.get('/llms.txt')).text();
  await expectNothingInternal(text, 'the customer’s /llms.txt');
  expect((await markdownOf(context.request, staffPage.path)).status).toBe(403);
  await expectMarkdownRefusedAlike(context.request, 403);
});

staffTest.describe('staff', () => {
  staffTest('find every staff page, and the public ones, in /llms.txt and /llms-full.txt', async ({ context }) => {
    const text = await (await context.request.get('/llms.txt')).text();
    expect(text).toContain('## Internal');
    expect(text).toContain('## gSharp');
    for (const route of internalRoutes) expect(text).toContain(`${pageUrl(markdownPathOf(route.path))})`);
    const full = await (await context.request.get('/llms-full.txt')).text();
    expect(full).toContain('# Monthly server patching');
    expect(full).toMatch(/Source: \S+\/gSharp\/Overview\n/);
  });

  staffTest('read a staff page as Markdown', async ({ context }) => {
    const markdown = await markdownOf(context.request, staffPage.path);
    expect(markdown.status).toBe(200);
    expect(markdown.text.startsWith('# Monthly server patching\n')).toBe(true);
  });

  staffTest(
    'are sent to a staff page’s Markdown copy at its own address from another letter case, privately',
    async ({ context }) => {
      const ownAddress = pageUrl(markdownPathOf(staffPage.path));
      const response = await context.request.get(ownAddress.toLowerCase(), { maxRedirects: 0 });
      expect(`${response.status()} ${response.headers().location}`).toBe(`301 ${ownAddress}`);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
    },
  );

  staffTest('copy a page as Markdown with the button beside its title', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pageUrl(staffPage.path));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await markdownOf(page.request, staffPage.path)).text);
  });
});
