/**
 * Faults the site survives without losing anything: the server killed mid sign-in, the mail server down,
 * PostgreSQL stopped under a running server, a data folder it cannot write, and two servers sharing one
 * PostgreSQL. Every part is a real process: the site server, smtp-server, Debian's PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from './support/freePort';
import {
  cookieHeaderOf,
  enterSignInCode,
  requestSignInCode,
  sendAndReadCode,
  signInOverHttp,
  signInWithLinkOverHttp,
} from './support/httpSession';
import { mailFiles, signInCode, waitForMail } from './support/mailbox';
import { startPostgres, type RunningPostgres } from './support/postgres';
import { customerAddress, staffAddress } from './support/session';
import { spawnSiteServer, startSiteServer, type RunningSite } from './support/siteServer';
import { startSmtpServer } from './support/smtpServer';
import { testServer } from './support/testServer';
import { freshUkMobile } from './support/textMessages';
import { accountButton } from './support/accountMenu';

// Servers are started, killed and restarted here; one worker runs the file, one scenario at a time, and a
// failed scenario does not skip the next. A scenario starts up to three server processes, each taking
// several seconds on a busy CI machine.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const stateDir = (name: string) => path.join(testServer.dataDir, '..', 'faults', name);
const outboxOf = (site: RunningSite) => path.join(site.dataDir, 'outbox');
const staffIntro = '/Internal%20Documentation/intro';
/** Longer than the server's PostgreSQL timeouts (3 s to connect, 5 s per statement): a request that takes more hangs. */
const noHang = () => AbortSignal.timeout(10_000);

interface Me {
  person: { person_id: string };
  handles: { value: string }[];
  staff: boolean;
}

async function me(site: RunningSite, cookie: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${site.url}/api/me`, { headers: { cookie }, signal: noHang() });
  return { status: response.status, body: await response.json() };
}

async function signOut(site: RunningSite, cookie: string): Promise<number> {
  const response = await fetch(`${site.url}/api/auth/sign-out`, {
    method: 'POST',
    headers: { cookie, origin: site.url, 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status;
}

/**
 * Signs one reader in, asks for a code for another, kills the server (SIGKILL: no shutdown code runs) and
 * starts it again on the same data: the code still signs in, and the first reader's user and session are there.
 */
async function killBetweenCodeAndEntry(name: string, env: Record<string, string>): Promise<void> {
  const dataDir = stateDir(name);
  const site = await startSiteServer({ dataDir, env });
  let restarted: RunningSite | undefined;
  try {
    const earlier = staffAddress();
    const earlierCookie = await signInOverHttp(site.url, earlier, outboxOf(site));
    const before = (await me(site, earlierCookie)).body as Me;

    const newcomer = staffAddress();
    // A code never opens a new staff account: this staff member signed in once with the e-mailed link.
    await signInWithLinkOverHttp(site.url, newcomer, outboxOf(site));
    const code = await sendAndReadCode(site.url, newcomer, outboxOf(site));
    await site.kill();
    restarted = await startSiteServer({ port: site.port, dataDir, env, keepData: true });

    const entered = await enterSignInCode(restarted.url, newcomer, code);
    expect(entered.status, 'the code sent before the crash signs in after it').toBe(200);
    const newcomerMe = await me(restarted, cookieHeaderOf(entered));
    expect(newcomerMe.status).toBe(200);
    expect(newcomerMe.body).toMatchObject({ handles: [{ value: newcomer }], staff: true });

    const after = await me(restarted, earlierCookie);
    expect(after.status, 'the session made before the crash is still valid').toBe(200);
    expect((after.body as Me).person.person_id, 'the same user, not a new one').toBe(before.person.person_id);
  } finally {
    await (restarted ?? site).stop();
  }
}

test.describe('the server killed between sending a code and entering it', () => {
  test('with the SQLite file: the code still works after a restart, and no user or session is lost', async () => {
    await killBetweenCodeAndEntry('kill-sqlite', {});
    // The file holds every session's token: another account on the host must not read it.
    expect((await stat(path.join(stateDir('kill-sqlite'), 'auth.db'))).mode & 0o777).toBe(0o600);
  });
});

async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('the SMS gateway down', () => {
  let site: RunningSite;

  test.beforeAll(async () => {
    // Nothing listens on the gateway's port: connections are refused, as when the gateway is down.
    site = await startSiteServer({
      dataDir: stateDir('smpp-down'),
      env: { SMS_URL: `smpp://tideline:gateway-password@127.0.0.1:${await freePort()}` },
      captureOutput: true,
    });
  });
  test.afterAll(async () => site.stop());

  test('a code or link that cannot be texted gets a 503 saying to try again, the log has the cause, and the form shows it', async ({
    page,
    request,
  }) => {
    for (const endpoint of ['/phone-number/send-otp', '/sms-link/send']) {
      const response = await request.post(`${site.url}/api/auth${endpoint}`, {
        data: { phoneNumber: freshUkMobile().e164 },
      });
      expect(response.status(), endpoint).toBe(503);
      expect(await response.json(), endpoint).toEqual({
        code: 'SMS_NOT_SENT',
        message: 'The text message could not be sent. Please try again in a few minutes.',
      });
    }
    await expect.poll(() => site.output()).toContain('text message could not be sent');
    expect(site.output()).toContain('ECONNREFUSED');
    expect(site.output(), 'no request fails unexplained').not.toContain('request failed');
    expect(site.output(), 'the gateway password is never logged').not.toContain('gateway-password');

    await page.goto(`${site.url}/gSharp/Overview`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Sign in with').selectOption({ label: 'OTP via SMS' });
    await page.getByLabel('Phone number').fill(freshUkMobile().national);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('The text message could not be sent. Please try again in a few minutes.'),
    ).toBeVisible();
  });
});

test.describe('the mail server down', () => {
  let smtpPort: number;
  let site: RunningSite;
  const mailboxDir = stateDir('smtp-down-mailbox');

  test.beforeAll(async () => {
    await rm(mailboxDir, { recursive: true, force: true });
    smtpPort = await freePort();
    site = await startSiteServer({
      dataDir: stateDir('smtp-down'),
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      captureOutput: true,
    });
  });
  test.afterAll(async () => site.stop());

  test('the form says the e-mail could not be sent, the log has the error, and sending works once it is back', async ({
    page,
  }) => {
    // Nothing listens on the SMTP port yet: connections are refused, as when the mail server is down.
    const email = customerAddress();
    await page.goto(`${site.url}/intro`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await askForCode(page, email);
    await expect(
      page.getByText('The sign-in e-mail could not be sent. Please try again in a few minutes.'),
    ).toBeVisible();

    await expect.poll(() => site.output()).toContain('mail could not be sent over SMTP');
    expect(site.output()).toContain('ECONNREFUSED');
    expect(site.output(), 'the code is never logged').not.toMatch(/sign-in code: \d{6}/);
    expect((await fetch(`${site.url}/healthz`)).status, 'the server is still running').toBe(200);

    const smtp = await startSmtpServer({ port: smtpPort, mailboxDir });
    try {
      const seen = await mailFiles(mailboxDir);
      await page.getByRole('button', { name: 'Back' }).click();
      await askForCode(page, email);
      const code = signInCode(await waitForMail(mailboxDir, email, seen));
      // The sixth digit submits the code.
      await Promise.all([page.waitForEvent('load'), page.getByLabel('One-time code').fill(code)]);
      // The page reloads signed in and asks who is signed in; slow on a busy machine.
      await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
    } finally {
      await smtp.stop();
    }
  });
});

test.describe('a data folder the server cannot write', () => {
  test('a file where the folder should be: the server refuses to start and names the folder', async () => {
    // Tests run as root, and root ignores file permissions, so a chmod would not stop it. A regular file in
    // the path cannot be a folder for anyone: mkdir fails with ENOTDIR, as on a mistyped or clobbered path.
    const scratch = await mkdtemp(path.join(tmpdir(), 'tideline-faults-'));
    const blocker = path.join(scratch, 'not-a-folder');
    await writeFile(blocker, 'a file, not a folder\n');
    const dataDir = path.join(blocker, 'data');
    try {
      const server = await spawnSiteServer({
        dataDir: stateDir('unwritable'),
        env: { DATA_DIR: dataDir },
        captureOutput: true,
      });
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain(
        `The data folder ${dataDir} cannot be written (part of the path is a file, not a folder).`,
      );
      expect(server.output()).toContain('set DATA_DIR to a folder the server can write');
      expect(server.output(), 'a message, not a stack trace').not.toMatch(/^\s+at /m);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  test('a full disk: the server refuses to start and says the disk is full', async () => {
    // A real full file system: a 64 KB tmpfs filled to the last byte. Mounting needs root (or CAP_SYS_ADMIN).
    const mountPoint = await mkdtemp(path.join(tmpdir(), 'tideline-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint], { stdio: 'pipe' });
    } catch (error) {
      await rm(mountPoint, { recursive: true, force: true });
      test.skip(true, `This machine does not let the tests mount a small file system: ${String(error).split('\n')[0]}`);
      return;
    }
    try {
      await mkdir(path.join(mountPoint, 'data'));
      execFileSync('sh', ['-c', `cat /dev/zero > ${path.join(mountPoint, 'filler')} 2>/dev/null || true`]);
      const dataDir = path.join(mountPoint, 'data');
      const server = await spawnSiteServer({
        dataDir: stateDir('disk-full'),
        env: { DATA_DIR: dataDir },
        captureOutput: true,
      });
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain(`The data folder ${dataDir} cannot be written (the disk is full).`);
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      execFileSync('umount', [mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    }
  });
});

test.describe('with PostgreSQL', () => {
  let postgres: RunningPostgres | undefined;
  let env: Record<string, string> = {};

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The outage test stops PostgreSQL: a cluster of its own, so no other test's database goes down with it.
    const started = startPostgres({ ownCluster: true });
    // Under CI=true startPostgres throws instead (CI installs PostgreSQL, so a missing one is a failure there).
    if ('skipped' in started) {
      console.log(`Skipping the PostgreSQL fault tests: ${started.skipped}`);
      return;
    }
    postgres = started;
    env = { DATABASE_URL: started.url, AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters!' };
  });
  test.afterAll(() => postgres?.stop());
  test.beforeEach(() => test.skip(!postgres, 'PostgreSQL could not start on this machine (reason printed above).'));

  test('the server killed between sending a code and entering it: the code still works, no user or session lost', async () => {
    await killBetweenCodeAndEntry('kill-postgres', env);
  });

  test('two servers on one database: a session made on one reads staff pages on the other, and signing out ends it on both', async () => {
    // One after the other: both migrate the same database at start, and a busy machine starts one faster.
    const first = await startSiteServer({ dataDir: stateDir('shared-a'), env });
    const second = await startSiteServer({ dataDir: stateDir('shared-b'), env }).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    try {
      const cookie = await signInOverHttp(first.url, staffAddress(), outboxOf(first));
      const staffPage = await fetch(`${second.url}${staffIntro}`, { headers: { cookie } });
      expect(staffPage.status).toBe(200);
      expect(await staffPage.text()).toContain('Internal Documentation');

      expect(await signOut(first, cookie)).toBe(200);
      expect((await fetch(`${second.url}${staffIntro}`, { headers: { cookie } })).status).toBe(401);
      expect((await me(second, cookie)).status).toBe(401);
      expect((await me(first, cookie)).status).toBe(401);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  test('PostgreSQL stopped: public pages are served, sign-in and /api/me answer 503 at once, and all recovers when it is back', async () => {
    const site = await startSiteServer({ dataDir: stateDir('postgres-outage'), env, captureOutput: true });
    try {
      const cookie = await signInOverHttp(site.url, staffAddress(), outboxOf(site));
      postgres!.pause();
      try {
        for (const headers of [{}, { cookie }] as Record<string, string>[]) {
          const page = await fetch(`${site.url}/intro`, { headers, signal: noHang() });
          expect(page.status, 'a public page').toBe(200);
          expect(await page.text()).toContain('Introduction to Tideline');
        }

        const meDuringOutage = await me(site, cookie);
        expect(meDuringOutage.status).toBe(503);
        expect(meDuringOutage.body).toEqual({
          errors: [
            {
              httpcode: 503,
              message:
                'Sign-in is unavailable right now because its database cannot be reached. Please try again in a few minutes.',
            },
          ],
        });

        const sendCode = await requestSignInCode(site.url, staffAddress(), noHang());
        expect(sendCode.status).toBe(503);
        expect(await sendCode.json()).toMatchObject({
          message: expect.stringContaining('Sign-in is unavailable right now'),
        });
        expect((await fetch(`${site.url}/healthz`)).status, 'the server is still running').toBe(200);
      } finally {
        postgres!.resume();
      }

      // The same server process, not restarted: its pool reconnects on the next query.
      await expect.poll(async () => (await me(site, cookie)).status, { timeout: 20_000 }).toBe(200);
      await signInOverHttp(site.url, staffAddress(), outboxOf(site));
      expect(site.output()).toContain('the identity store cannot be reached');
    } finally {
      await site.stop();
    }
  });
});
