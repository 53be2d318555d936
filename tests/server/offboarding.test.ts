import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPaths } from '../../contract/signIn';
import { dayMs } from '../../contract/durations';
import { sessionAdmissionMessages } from '../../server/auth/sessionAdmission';
import { createAccessToken } from './support/accessTokens';
import { repositoryRoot, startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { asksForLinkFirst } from '../e2e/support/mailbox';
import { enterEmailCode, newestCodeFor, newestMailFor, requestEmailCode, signIn } from './support/signIn';

const run = promisify(execFile);

async function me(site: InProcessSite, cookie: string) {
  return (await site.inject({ url: signInPaths.session, headers: { cookie } })).json<{
    me: { staff: boolean } | null;
  }>().me;
}

const createToken = async (site: InProcessSite, cookie: string) => (await createAccessToken(site, cookie)).token;

const mcpList = (site: InProcessSite, token: string) =>
  site.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_pages', arguments: {} },
    }),
  });

/** `npm run users -- …` as an operator runs it, against the site's own identity store. */
function users(site: InProcessSite, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/users.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: site.dataDir, SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
  });
}

describe('offboarding with npm run users', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('disable ends the sessions and tokens of someone who left, and no sign-in lets them back', async () => {
    const leaver = 'leaver@tideline.example';
    const cookie = await signIn(site, leaver);
    const token = await createToken(site, cookie);
    expect((await mcpList(site, token)).statusCode).toBe(200);

    const { stdout } = await users(site, 'disable', leaver);
    expect(stdout).toContain('leaver@tideline.example');
    expect(stdout).toContain('DISABLED');

    expect(await me(site, cookie)).toBeNull();
    expect((await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie } })).statusCode).toBe(401);
    expect((await mcpList(site, token)).statusCode).toBe(401);
    await requestEmailCode(site, leaver, '192.0.2.31');
    const again = await enterEmailCode(site, leaver, await newestCodeFor(site, leaver), '192.0.2.31');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: sessionAdmissionMessages.disabled });

    await users(site, 'enable', leaver);
    expect(await me(site, await signIn(site, leaver))).toMatchObject({ staff: true });
  });

  it('revoke ends every session but lets the person sign in again', async () => {
    const reader = 'device-lost@riverbend.example';
    const first = await signIn(site, reader);
    const { stdout } = await users(site, 'revoke', reader);
    expect(stdout).toMatch(/sessions 0, passkeys 0, tokens 0/);
    expect(await me(site, first)).toBeNull();
    expect(await me(site, await signIn(site, reader))).toMatchObject({ staff: false });
  });

  it('add opens a staff account whose first sign-in may be a code; list shows it', async () => {
    const newcomer = 'new-hire@tideline-water.example';
    await requestEmailCode(site, newcomer, '192.0.2.32');
    expect(asksForLinkFirst(await newestMailFor(site, newcomer))).toBe(true);
    await users(site, 'add', newcomer);
    await requestEmailCode(site, newcomer, '192.0.2.33');
    const entered = await enterEmailCode(site, newcomer, await newestCodeFor(site, newcomer), '192.0.2.33');
    expect(entered.statusCode).toBe(200);
    expect((await users(site, 'list', newcomer)).stdout).toContain('new-hire@tideline-water.example  verified, staff');
  });

  it('says how to use it, and names an unknown address, without a stack trace', async () => {
    await expect(users(site, 'fire', 'x@tideline.example')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run users'),
    });
    await expect(users(site, 'revoke', 'nobody@riverbend.example')).rejects.toMatchObject({
      code: 1,
      stderr: 'No account has the address nobody@riverbend.example.\n',
    });
  });
});

describe('staff status from an e-mail domain', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ STAFF_SESSION_MAX_DAYS: '30' });
  });
  afterAll(() => site.close());

  /** Moves the last proof of the inbox into the past, as if that many days had gone by since. */
  async function provedDaysAgo(email: string, days: number) {
    const context = await site.server.auth.$context;
    await context.adapter.update({
      model: 'user',
      where: [{ field: 'email', value: email }],
      update: { inboxProvedAt: new Date(Date.now() - days * dayMs) },
    });
  }

  it('lasts STAFF_SESSION_MAX_DAYS after the inbox was last proved, then the session ends until it is proved again', async () => {
    const member = 'long-session@tideline.example';
    const cookie = await signIn(site, member);
    await provedDaysAgo(member, 29);
    expect(await me(site, cookie)).toMatchObject({ staff: true });
    await provedDaysAgo(member, 30);
    expect(await me(site, cookie)).toBeNull();
    expect((await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie } })).statusCode).toBe(401);
    expect(await me(site, await signIn(site, member))).toMatchObject({ staff: true });
  });

  it('does not end a customer’s session', async () => {
    const customer = 'long-reader@riverbend.example';
    const cookie = await signIn(site, customer);
    await provedDaysAgo(customer, 400);
    expect(await me(site, cookie)).toMatchObject({ staff: false });
  });
});

describe('with STAFF_REQUIRE_SSO=true', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({
      STAFF_REQUIRE_SSO: 'true',
      OIDC_ISSUER: 'https://login.example',
      OIDC_CLIENT_ID: 'docs',
      OIDC_CLIENT_SECRET: 'secret-of-the-test-directory',
    });
  });
  afterAll(() => site.close());

  it('an address at a staff domain alone is a customer', async () => {
    const cookie = await signIn(site, 'domain-only@tideline.example');
    expect(await me(site, cookie)).toMatchObject({ staff: false });
    expect((await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie } })).statusCode).toBe(403);
  });
});
