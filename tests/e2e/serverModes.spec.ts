/**
 * The server in its other configurations, each a real server process of its own: forced sign-in, and PostgreSQL as
 * the identity store. Mail to the outbox (the embedded default, no SMTP) is what tests/server signs in with.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateSiteTables } from '../../server/store/migrate';
import { inMigrationTurn } from '../../server/store/migrationTurn';
import { nulCharacterMessage } from '../../server/api/unstorableText';
import type { SiteDatabase } from '../../server/store/schema';
import { freePort } from './support/freePort';
import { requestCodeFrom } from './support/requestCodeFrom';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { startPostgres, type RunningPostgres } from './support/postgres';
import { customerAddress, signInWithEmailCode, staffAddress } from './support/session';
import { testServer } from './support/testServer';

// One worker runs this file: each describe starts its own server on a port the system picks.
test.describe.configure({ mode: 'serial' });

const outboxOf = (site: RunningSite) => path.join(site.dataDir, 'outbox');
const stateDir = (name: string) => path.join(testServer.dataDir, '..', name);

test.describe('with FORCE_LOGIN=true', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSiteServer({ dataDir: stateDir('force-login'), env: { FORCE_LOGIN: 'true' } });
  });
  test.afterAll(async () => site.stop());

  test('every page asks an anonymous reader to sign in, with the sign-in form in place of the content', async ({
    page,
  }) => {
    for (const address of ['/', '/intro', '/gSharp/Overview', '/pagefind/pagefind-entry.json']) {
      const response = await page.request.get(`${site.url}${address}`);
      expect(response.status(), address).toBe(401);
    }
    const refusedFiles: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/assets/'))
        refusedFiles.push(response.url());
    });
    await page.goto(`${site.url}/intro`);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    // The form works with only the files the build listed for it: asking for a code reaches the code screen.
    await page.getByLabel('Email address').fill(customerAddress());
    await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('One-time code')).toBeVisible();
    expect(refusedFiles, 'every file the sign-in page loads is served without a session').toEqual([]);
  });

  test('a signed-in customer reads the public pages', async ({ page }) => {
    await signInWithEmailCode(page.request, 'operator@riverbend.example', {
      baseURL: site.url,
      mailboxDir: outboxOf(site),
    });
    const response = await page.goto(`${site.url}/intro`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText('Introduction to Tideline');
  });

  test('someone not signed in can record a failed sign-in, but no page feedback or page view of pages they cannot see', async ({
    request,
  }) => {
    const feedback = await request.post(`${site.url}/api/events`, {
      data: { name: 'PageFeedback_v1', window_location: '/intro', event_data: { helpful: false } },
    });
    expect(feedback.status()).toBe(401);
    expect((await feedback.json()).errors[0].message).toContain('Sign in');
    const pageView = await request.post(`${site.url}/api/events`, {
      data: { name: 'VirtualPageLoaded_v1', window_location: '/intro', event_data: {} },
    });
    expect(pageView.status()).toBe(401);
    const failedSignIn = await request.post(`${site.url}/api/events`, {
      data: {
        name: 'AuthenticationFailed_v1',
        window_location: '/sign-in',
        event_data: { method: 'otp_via_email', reason: 'wrong code' },
      },
    });
    expect(failedSignIn.status()).toBe(204);
  });

  /** One MCP tool call, raw, to see the status as well as the answer. */
  const readIntroByMcp = (request: APIRequestContext, headers: Record<string, string> = {}) =>
    request.post(`${site.url}/mcp`, {
      headers: { accept: 'application/json, text/event-stream', ...headers },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_page', arguments: { path: '/intro' } },
      },
    });

  test('an assistant without a token reads nothing through /mcp; a reader’s token reads as that reader', async ({
    request,
  }) => {
    const anonymous = await readIntroByMcp(request);
    expect(anonymous.status()).toBe(401);
    // No credentials were sent, so the challenge names no error (RFC 6750, section 3.1).
    expect(anonymous.headers()['www-authenticate']).toBe('Bearer realm="Tideline Docs MCP"');
    const refusal = await anonymous.text();
    expect(refusal).not.toContain('Introduction to Tideline');
    expect(refusal).toContain('access token');

    await signInWithEmailCode(request, customerAddress(), { baseURL: site.url, mailboxDir: outboxOf(site) });
    const created = await request.post(`${site.url}/api/access-tokens`, {
      data: { name: 'assistant', expiresInDays: 7 },
    });
    const { token } = ((await created.json()) as { result: { token: string } }).result;
    const withToken = await readIntroByMcp(request, { authorization: `Bearer ${token}` });
    expect(withToken.status()).toBe(200);
    expect(await withToken.text()).toContain('Introduction to Tideline');
  });
});

test.describe('with PostgreSQL as the identity store', () => {
  let postgres: RunningPostgres | undefined;
  let sites: RunningSite[] = [];
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const started = startPostgres();
    if ('skipped' in started) {
      console.log(`Skipping the PostgreSQL tests: ${started.skipped}`);
      return;
    }
    postgres = started;
    const env = { DATABASE_URL: started.url, AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters!' };
    // Two stateless servers sharing one database, as behind a load balancer.
    sites = await Promise.all([
      startSiteServer({ dataDir: stateDir('postgres-a'), env }),
      startSiteServer({ dataDir: stateDir('postgres-b'), env }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    postgres?.stop();
  });

  test('a session made on one server is honoured by the other', async ({ page }) => {
    test.skip(!postgres, 'PostgreSQL could not start on this machine (reason printed above).');
    const [first, second] = sites as [RunningSite, RunningSite];
    const staffEmail = staffAddress();
    await signInWithEmailCode(page.request, staffEmail, { baseURL: first.url, mailboxDir: outboxOf(first) });
    // Cookies ignore ports, so the session cookie from the first server goes to the second as well.
    const me = await (await page.request.get(`${second.url}/api/me`)).json();
    expect(me).toMatchObject({ staff: true, handles: [{ value: staffEmail }] });
    const response = await page.goto(`${second.url}/Internal%20Documentation/intro`);
    expect(response?.status()).toBe(200);
  });

  test('a NUL character in an address or a field is a 400 saying so, not a database error', async ({ request }) => {
    test.skip(!postgres, 'PostgreSQL could not start on this machine (reason printed above).');
    const [site] = sites as [RunningSite];
    await signInWithEmailCode(request, customerAddress(), { baseURL: site.url, mailboxDir: outboxOf(site) });
    // PostgreSQL's text cannot hold U+0000: these reached the database and failed there with a 500.
    const tokenId = await request.delete(`${site.url}/api/access-tokens/%00`);
    expect(tokenId.status()).toBe(400);
    expect(await tokenId.json()).toEqual({ errors: [{ httpcode: 400, message: nulCharacterMessage }] });
    const email = await request.post(`${site.url}/api/auth/sign-in/email-otp`, {
      data: { email: 'operator\u0000@riverbend.example', otp: '123456' },
    });
    expect(email.status()).toBe(400);
    expect((await request.get(`${site.url}/api/me`)).status()).toBe(200);
  });
});

test.describe('servers sharing a new PostgreSQL database', () => {
  test('create the tables in turn when they start at once (server/store/migrationTurn.ts)', async () => {
    test.setTimeout(120_000);
    const postgres = startPostgres();
    test.skip('skipped' in postgres, 'skipped' in postgres ? postgres.skipped : '');
    if ('skipped' in postgres) return;
    // Two servers' databases: separate pools, as separate processes have.
    const servers = [0, 1].map(
      () =>
        new Kysely<SiteDatabase>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
        }),
    );
    // As Better Auth's migration does: look for the table, then create it; the pause lets the other server look too.
    const createTableIfMissing = (db: Kysely<SiteDatabase>) => async () => {
      const found = await sql<{ table: string | null }>`select to_regclass('public.shared_table') as table`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!found.rows[0]?.table) await sql`create table shared_table (id text)`.execute(db);
    };
    try {
      const outcomes = await Promise.allSettled(
        servers.map((db) => inMigrationTurn(db, 'postgres', createTableIfMissing(db))),
      );
      expect(
        outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])),
        'migrations that failed',
      ).toEqual([]);
    } finally {
      await Promise.all(servers.map((db) => db.destroy()));
      postgres.stop();
    }
  });
});

test.describe('a PostgreSQL database with another schema', () => {
  test('brings the site tables up to date in the schema the site uses, not by what another schema holds (server/store/migrate.ts)', async () => {
    test.setTimeout(120_000);
    const postgres = startPostgres();
    test.skip('skipped' in postgres, 'skipped' in postgres ? postgres.skipped : '');
    if ('skipped' in postgres) return;
    const db = new Kysely<SiteDatabase>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
    });
    try {
      // The site's own token table from before groups could lapse, and an archived copy of a newer one beside it.
      await sql`create table access_token (id text primary key, user_id text not null, name text not null, token_hash text not null unique, groups text not null, created_at text not null, expires_at text not null, last_used_at text)`.execute(
        db,
      );
      await sql`create schema archive`.execute(db);
      await sql`create table archive.access_token (id text primary key, groups_given_at text)`.execute(db);
      await migrateSiteTables(db);
      const columns = await sql<{
        column_name: string;
      }>`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'access_token'`.execute(
        db,
      );
      expect(columns.rows.map((row) => row.column_name)).toContain('groups_given_at');
    } finally {
      await db.destroy();
      postgres.stop();
    }
  });
});

test.describe('sign-in rate limits', () => {
  let site: RunningSite;
  let port: number;
  test.beforeAll(async () => {
    port = await freePort();
    site = await startSiteServer({
      port,
      dataDir: stateDir('rate-limit'),
      env: { HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: '2' },
    });
  });
  test.afterAll(async () => site.stop());

  /** A client cannot pick its own address by naming it in a header: the server replaces that header. */
  const requestCode = (fromAddress: string) =>
    requestCodeFrom(port, 'limit@riverbend.example', fromAddress, {
      origin: `http://127.0.0.1:${port}`,
      'x-tideline-client-address': '203.0.113.9',
    });

  test('count per client address, and a client cannot pick its own address', async () => {
    expect(await requestCode('127.0.0.1')).toBe(200);
    expect(await requestCode('127.0.0.1')).toBe(200);
    expect(await requestCode('127.0.0.1')).toBe(429);
    // Another client is not locked out by the first one's requests.
    expect(await requestCode('127.0.0.2')).toBe(200);
  });
});
