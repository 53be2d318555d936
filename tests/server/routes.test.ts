/**
 * Every seed route exists at exactly its path, with its title and its sidebar, in the HTML the server sends: public
 * routes to an outsider, staff routes to a staff member. The title, the h1 and the sidebar are in the server-rendered
 * HTML, so no browser is needed to read them (the browser tests check that pages hydrate and navigate).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalRoutes, pageUrl, publicRoutes, sidebarEntryLinks, type SeedRoute } from '../e2e/support/seedRoutes';
import { repositoryRoot, startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

let site: InProcessSite;
let staffCookie: string;

beforeAll(async () => {
  site = await startInProcessSite();
  staffCookie = await signIn(site, 'writer@tideline.example');
});
afterAll(() => site.close());

async function titleOf(route: SeedRoute): Promise<string> {
  const fileContent = await readFile(path.join(repositoryRoot, route.source), 'utf8');
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: route.source, fileContent });
  if (typeof frontMatter.title !== 'string') throw new Error(`${route.source} has no title in its front matter.`);
  return frontMatter.title;
}

async function pageAt(address: string, cookie?: string) {
  const response = await site.inject({ url: pageUrl(address), headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, $: load(response.body) };
}

async function expectRoute(route: SeedRoute, cookie?: string): Promise<void> {
  const { status, $ } = await pageAt(route.path, cookie);
  expect(status, route.path).toBe(200);
  const title = await titleOf(route);
  expect($('article h1').first().text()).toBe(title);
  // Docusaurus leaves the site name off a page titled like the site; a staff page's title says it is internal.
  const section = route.path.startsWith('/Internal Documentation/') ? ' | Internal' : '';
  expect($('head > title').text()).toBe(title === 'Tideline Docs' ? title : `${title}${section} | Tideline Docs`);
  const sidebar = $('nav[aria-label="Docs sidebar"]');
  const decodedHrefs = (selector: string) =>
    sidebar
      .find(selector)
      .map((_, link) => decodeURI($(link).attr('href') ?? ''))
      .get();
  expect(decodedHrefs('a'), 'the sidebar holds its entry link').toContain(sidebarEntryLinks[route.sidebar]);
  expect(decodedHrefs('a.menu__link--active').at(-1), 'the page is the sidebar’s active link').toBe(route.path);
}

describe('public routes, read by an outsider', () => {
  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s shows its page in its sidebar',
    async (_path, route) => {
      await expectRoute(route);
    },
  );

  it('/markdown-page renders the Markdown page', async () => {
    const { status, $ } = await pageAt('/markdown-page');
    expect(status).toBe(200);
    expect($('h1').text()).toBe('Markdown page');
    expect($('head > title').text()).toBe('Markdown page | Tideline Docs');
  });

  it('/search shows the search page', async () => {
    const { status, $ } = await pageAt('/search');
    expect(status).toBe(200);
    expect($('h1').text()).toMatch(/search/i);
  });
});

describe('staff routes, read by staff', () => {
  it.each(internalRoutes.map((route) => [route.path, route] as const))(
    '%s shows its page in the internal sidebar',
    async (_path, route) => {
      await expectRoute(route, staffCookie);
    },
  );
});

/** One request over a real socket, its path sent exactly as written (inject would resolve its dot segments first). */
let listening: Promise<string> | undefined;
async function rawRequest(method: string, rawPath: string): Promise<{ status: number; type: string }> {
  listening ??= site.server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = await listening;
  return new Promise((resolve, reject) => {
    const request = http.request(`${address}${rawPath}`, { method, path: rawPath }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('an API address written another way', () => {
  it.each([
    ['PUT', '/api/insights/../../../etc/passwd'],
    ['GET', '/api/events/%2e%2e/%2e%2e/intro'],
    ['GET', '/%61pi/no-such-endpoint'],
  ] as const)('%s %s is still answered as the API, in JSON', async (method, rawPath) => {
    const answer = await rawRequest(method, rawPath);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.type, `${method} ${rawPath}`).toMatch(/^application\/json/);
  });
});
