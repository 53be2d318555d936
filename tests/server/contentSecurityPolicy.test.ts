/**
 * The Content-Security-Policy the server sends lets every inline script of the built pages run, by hash, and no other
 * inline script: the hashes are collected from the builds when the server starts, so a page whose inline script the
 * collection missed would lose its colour mode or announcement bar in every reader's browser.
 */
import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageUrl } from '../e2e/support/seedRoutes';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

let site: InProcessSite;
let staffCookie: string;

beforeAll(async () => {
  site = await startInProcessSite();
  staffCookie = await signIn(site, 'writer@tideline.example');
});
afterAll(() => site.close());

/** The page's policy, and the hashes of its inline scripts found by cheerio, a parser of the tests' own. */
async function policyAndInlineScripts(address: string, cookie?: string) {
  const response = await site.inject({ url: pageUrl(address), headers: cookie ? { cookie } : {} });
  expect(response.statusCode, address).toBe(200);
  const $ = load(response.body);
  const scripts = $('script:not([src])')
    .filter((_, script) => !/json/.test($(script).attr('type') ?? ''))
    .map((_, script) => `'sha256-${createHash('sha256').update($(script).text()).digest('base64')}'`)
    .get();
  return { policy: String(response.headers['content-security-policy']), scripts };
}

describe('the Content-Security-Policy of a built page', () => {
  it.each(['/', '/intro', '/gSharp/Overview'])('allows each inline script of %s by its hash', async (address) => {
    const { policy, scripts } = await policyAndInlineScripts(address);
    expect(scripts.length, `${address} has inline scripts to check`).toBeGreaterThan(0);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    for (const script of scripts) expect(scriptSources, address).toContain(script);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it("allows each inline script of a staff page, from the overlay's build", async () => {
    const { policy, scripts } = await policyAndInlineScripts('/Internal Documentation/intro', staffCookie);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(script);
  });
});
