/**
 * Bad input never breaks the server: generated requests (fast-check, seeded) to every route it
 * has: its own API, every Better Auth endpoint under /api/auth, pages and assets of both builds. Random
 * JSON, wrong types, bodies over the limit, invalid e-mails, phone numbers and codes, broken cookies and
 * tokens, odd paths, methods and encodings. No answer may be a 5xx, every API error is a JSON body, and the
 * server still answers afterwards. Plain HTTP over loopback with bounded concurrency, no browser.
 *
 * The seed is printed; `FUZZ_SEED=<seed> npx playwright test tests/e2e/fuzz.spec.ts` repeats a run exactly.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { freePort } from './support/freePort';
import { signInOverHttp } from './support/httpSession';
import { internalRoutes, pageUrl, publicRoutes } from './support/seedRoutes';
import { staffAddress } from './support/session';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { testServer } from './support/testServer';

/**
 * In npm test: 1,000 requests from one fixed seed, so a run repeats the last one exactly. `npm run bench` runs
 * 10,000 from a new seed each time (FUZZ_REQUESTS, FUZZ_SEED), which is where new faults are found.
 */
const requestCount = Number(process.env.FUZZ_REQUESTS ?? 1_000);
const concurrency = 8;
const bodyLimitBytes = 64 * 1024;
const seed = Number(process.env.FUZZ_SEED ?? 20_261_127);

interface Route {
  method: string;
  path: string;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** The loopback address the request comes from: spreads the sign-in rate limits, which count per client. */
  from: string;
}

interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

// ---- What the server has ---------------------------------------------------------------------------------

/** The server's API routes and Better Auth endpoints, listed from the server code (support/listRoutes.ts). */
function serverRoutes(env: Record<string, string>): Route[] {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/listRoutes.ts'), path.join(testServer.root, 'build')],
    {
      cwd: testServer.root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Route[];
}

/** Pages of both builds and files the server serves from them. */
function sitePaths(): string[] {
  const build = path.join(testServer.root, 'build', 'public');
  const files = (folder: string) => readdirSync(path.join(build, folder)).map((file) => `/${folder}/${file}`);
  return [
    ...[...publicRoutes, ...internalRoutes].map((route) => pageUrl(route.path)),
    ...files('assets/js'),
    ...files('assets/css'),
    '/sitemap.xml',
    '/search',
    '/sign-in',
    '/404.html',
    '/img/favicon.ico',
    '/pagefind/pagefind-entry.json',
    '/pagefind/pagefind.js',
    '/no/such/page',
  ];
}

// ---- Generators --------------------------------------------------------------------------------------------

const invalidEmails = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'a@',
    '@b',
    'a@b',
    'a@@b.example',
    '"quoted"@x.example',
    'ünï@cödé.example',
    ' lead@x.example ',
    'a@b.example\n',
  ),
  fc.constantFrom(
    `${'x'.repeat(300)}@tideline.example`,
    'writer@tideline.example.evil.example',
    'WRITER@TIDELINE.EXAMPLE',
  ),
  fc.emailAddress(),
);
const phones = fc.constantFrom(
  '+1',
  '+44 20 7946 0958',
  'abc',
  '0'.repeat(40),
  '+999999',
  '+1 (555) 010-9999',
  '١٢٣٤٥٦٧٨٩',
);
const codes = fc.oneof(
  fc.constantFrom('', '12345', '1234567', 'abcdef', '00000 0', '١٢٣٤٥٦', '000000'),
  fc.stringMatching(/^\d{6}$/),
);
const urls = fc.oneof(
  fc.constantFrom(
    '/',
    '//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '/%2e%2e/',
    '',
  ),
  fc.webUrl(),
);
const wrongTypes = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Fields Better Auth's endpoints and the site read, each with plausible and implausible values. */
const fieldValues: Record<string, fc.Arbitrary<unknown>> = {
  email: invalidEmails,
  newEmail: invalidEmails,
  phoneNumber: phones,
  otp: codes,
  code: codes,
  type: fc.constantFrom('sign-in', 'email-verification', 'forget-password', 'change-email', 'other', ''),
  callbackURL: urls,
  errorCallbackURL: urls,
  newUserCallbackURL: urls,
  provider: fc.constantFrom('sso', 'google', 'github', '', '__proto__'),
  providerId: fc.constantFrom('sso', 'credential', ''),
  token: fc.string(),
  password: fc.string(),
  newPassword: fc.string(),
  currentPassword: fc.string(),
  name: fc.string({ unit: 'binary' }),
  image: urls,
  idToken: fc.oneof(fc.string(), fc.record({ token: fc.string() })),
  rememberMe: fc.boolean(),
  disableRedirect: fc.boolean(),
  groups: fc.array(fc.string()),
  scopes: fc.array(fc.string()),
};
const fieldNames = Object.keys(fieldValues);

const plausibleJson = fc
  .uniqueArray(fc.constantFrom(...fieldNames), { minLength: 1, maxLength: 5 })
  .chain((names) =>
    fc
      .tuple(
        ...names.map((name) =>
          fc.oneof(
            { arbitrary: fieldValues[name] as fc.Arbitrary<unknown>, weight: 3 },
            { arbitrary: wrongTypes, weight: 1 },
          ),
        ),
      )
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]]))),
  );

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const jsonBody = (value: unknown) => ({ type: 'application/json', body: utf8(JSON.stringify(value) ?? 'null') });

const bodies = fc.oneof(
  { arbitrary: plausibleJson.map(jsonBody), weight: 6 },
  { arbitrary: fc.jsonValue().map(jsonBody), weight: 2 },
  { arbitrary: fc.string().map((text) => ({ type: 'application/json', body: utf8(`{${text}`) })), weight: 1 },
  {
    arbitrary: fc.integer({ min: bodyLimitBytes + 1, max: bodyLimitBytes * 2 }).map((size) => ({
      type: 'application/json',
      body: utf8(JSON.stringify({ email: 'a@riverbend.example', name: 'x'.repeat(size) })),
    })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          '',
        ),
        fc.oneof(
          fc.string(),
          plausibleJson.map((value) => JSON.stringify(value)),
        ),
      )
      .map(([type, text]) => ({ type, body: utf8(text) })),
    weight: 2,
  },
  // Bytes that are not UTF-8 inside JSON, and a body that claims an encoding it does not have.
  {
    arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
      type: 'application/json',
      body: Buffer.concat([utf8('{"email":"'), Buffer.from(bytes), utf8('"}')]),
    })),
    weight: 1,
  },
  { arbitrary: fc.constant(undefined), weight: 2 },
);

function cookies(validSession: string) {
  const token = fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{32}\.[A-Za-z0-9+/=]{0,44}$/));
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    { arbitrary: fc.constant(validSession), weight: 3 },
    { arbitrary: token.map((value) => `better-auth.session_token=${encodeURIComponent(value)}`), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        'better-auth.session_token=%ZZ',
        'better-auth.session_token=',
        `better-auth.session_token=${'a'.repeat(7000)}`,
        'better-auth.session_token=a; better-auth.session_token=b',
        '__Secure-better-auth.session_token=abc.def',
        `${validSession}x`,
        '=; ; ;=;',
      ),
      weight: 1,
    },
  );
}

const methods = fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'FOO');

/** Odd ways to write a path: traversal, encodings that do not decode, null bytes, doubled slashes. */
const pathMutations = fc.constantFrom(
  (p: string) => p,
  (p: string) => `${p}/../../../etc/passwd`,
  (p: string) => `${p}/%2e%2e/%2e%2e/`,
  (p: string) => `${p}%00`,
  (p: string) => `${p}%`,
  (p: string) => `${p}%zz`,
  (p: string) => `${p}%C3%28`,
  (p: string) => `${p}%ff%fe`,
  (p: string) => `/${p}`,
  (p: string) => `${p}\\..\\`,
  (p: string) => `${p};a=b`,
  (p: string) => `${p}/`,
  (p: string) => `${p}.html`,
  (p: string) => `${p}/index.html`,
  (p: string) => p.toUpperCase(),
  (p: string) => `${p}/${'a'.repeat(3000)}`,
  (p: string) => `/${p.slice(1).replace(/\//g, '%2f')}`,
);
const queries = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  {
    arbitrary: fc
      .dictionary(fc.constantFrom('returnTo', 'callbackURL', 'token', 'id', 'q', 'disableCookieCache'), fc.string())
      .map((q) => `?${new URLSearchParams(q)}`),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('?%', '?a=%zz', '?returnTo=//evil.example', '?__proto__[x]=1', `?${'a'.repeat(4000)}`),
    weight: 1,
  },
);

function sendable(name: string, value: string): boolean {
  try {
    http.validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

function requests(
  routes: Route[],
  pages: string[],
  validSession: string,
  serverUrl: string,
): fc.Arbitrary<FuzzRequest> {
  const destructive = /\/(sign-out|revoke-sessions?|revoke-other-sessions|delete-user)$/;
  const fillParams = (route: string) =>
    fc.constantFrom('sso', 'x', '%2e%2e', '..', 'a'.repeat(300)).map((value) => route.replace(/:[A-Za-z]+/g, value));
  const target = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...routes)
        .chain((route) => fillParams(route.path).map((p) => ({ method: route.method, path: p }))),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...pages).map((p) => ({ method: 'GET', path: p })), weight: 3 },
    { arbitrary: fc.string().map((text) => ({ method: 'GET', path: `/${encodeURIComponent(text)}` })), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(
          '/api/',
          '/api/auth',
          '/api/auth/',
          '/api/nothing',
          '/api/auth/nothing',
          '/api/me/',
          '/API/ME',
          '*',
          '/..',
          '//',
        )
        .map((p) => ({ method: 'GET', path: p })),
      weight: 1,
    },
  );
  return fc
    .record({
      target,
      // Mostly the route's own method; otherwise any other, known or not.
      method: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: methods, weight: 2 }),
      mutate: fc.oneof(
        { arbitrary: fc.constant((p: string) => p), weight: 4 },
        { arbitrary: pathMutations, weight: 1 },
      ),
      query: queries,
      body: bodies,
      cookie: cookies(validSession),
      origin: fc.option(fc.constantFrom(serverUrl, 'http://evil.example', 'null', 'not a url'), { freq: 3 }),
      extra: fc.dictionary(
        fc.constantFrom(
          'authorization',
          'range',
          'if-none-match',
          'if-modified-since',
          'accept-encoding',
          'accept',
          'x-forwarded-for',
          'content-encoding',
          'x-tideline-client-address',
        ),
        fc.oneof(
          fc.constantFrom('Bearer x.y.z', 'bytes=abc', 'bytes=99999999-', '*', 'gzip', 'br', 'garbage', '203.0.113.9'),
          fc.string({ unit: 'grapheme-ascii' }),
        ),
        { maxKeys: 2 },
      ),
      from: fc.integer({ min: 1, max: 250 }).map((n) => `127.0.${Math.floor(n / 50) + 1}.${n}`),
    })
    .map(({ target, method, mutate, query, body, cookie, origin, extra, from }) => {
      const chosenMethod = method ?? target.method;
      // Node refuses to send some generated values (control characters); those headers are left out.
      const headers: Record<string, string> = Object.fromEntries(
        Object.entries(extra).filter(([name, value]) => sendable(name, value)),
      );
      // A real session stays usable for the whole run: only anonymous or broken cookies go to sign-out and the like.
      const sessionCookie = cookie === validSession && destructive.test(target.path) ? undefined : cookie;
      if (sessionCookie) headers.cookie = sessionCookie;
      if (origin) headers.origin = origin;
      if (body && chosenMethod !== 'GET' && chosenMethod !== 'HEAD') {
        if (body.type) headers['content-type'] = body.type;
        // Node frames DELETE and OPTIONS bodies only with an explicit length; without one the body would
        // arrive as a second, garbage request on the same connection.
        headers['content-length'] = String(body.body.length);
        return { method: chosenMethod, path: `${mutate(target.path)}${query}`, headers, body: body.body, from };
      }
      return { method: chosenMethod, path: `${mutate(target.path)}${query}`, headers, body: undefined, from };
    });
}

// ---- Sending -----------------------------------------------------------------------------------------------

function send(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      // A connection per request: one request's fate (a connection closed after an error) never falls on the next.
      {
        host: '127.0.0.1',
        port,
        localAddress: request.from,
        method: request.method,
        path: request.path,
        headers: request.headers,
        timeout: 20_000,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Some requests ask for compression; read the body as the client would.
          const raw = Buffer.concat(chunks);
          // HEAD answers and empty bodies carry the encoding header with nothing to decode.
          const encoding = raw.length === 0 ? '' : String(response.headers['content-encoding'] ?? '');
          const decoded =
            encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw;
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: decoded.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 20 s')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` body(${request.body.length} bytes) ${request.body.subarray(0, 120).toString('utf8')}`
    : '';
  return `${request.method} ${request.path.slice(0, 200)} headers ${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}

/** What is wrong with an answer, or undefined when it is fine. */
function fault(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 200)}`;
  const apiPath = request.path.startsWith('/api/');
  if (apiPath && answer.status >= 400 && request.method !== 'HEAD') {
    try {
      JSON.parse(answer.body);
    } catch {
      return `${answer.status} with a body that is not JSON (${answer.contentType}): ${answer.body.slice(0, 200)}`;
    }
  }
  return undefined;
}

// ---- The test ----------------------------------------------------------------------------------------------

test.describe('fuzzing every route', () => {
  let site: RunningSite;
  let env: Record<string, string>;
  let session: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    // Loopback only. Single sign-on points at a port where nothing listens, so its endpoints exist and
    // must cope with an issuer that does not answer.
    const deadIssuerPort = await freePort();
    env = {
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT_MAX: '100000',
      OIDC_ISSUER: `http://127.0.0.1:${deadIssuerPort}`,
      OIDC_CLIENT_ID: 'docs',
      OIDC_CLIENT_SECRET: 'fuzz-client-secret',
    };
    site = await startSiteServer({
      port,
      dataDir: path.join(testServer.dataDir, '..', 'fuzz'),
      env,
      captureOutput: true,
    });
    session = await signInOverHttp(site.url, staffAddress(), path.join(site.dataDir, 'outbox'));
  });
  test.afterAll(async () => site?.stop());

  test(`${requestCount} generated requests: no 5xx, every API error is JSON, and the server still answers`, async () => {
    test.setTimeout(600_000);
    const routes = serverRoutes(env);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/auth/sign-in/email-otp',
        '/api/auth/sign-in/social',
        '/api/auth/callback/:id',
      ]),
    );
    console.log(
      `fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run): ${requestCount} requests over ${routes.length} API routes and the site's files`,
    );
    const generated = fc.sample(requests(routes, sitePaths(), session, site.url), { seed, numRuns: requestCount });

    const faults: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const startedAt = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < generated.length) {
          const request = generated[next++] as FuzzRequest;
          const answer = await send(site.port, request).catch((error: Error) => ({
            status: 0,
            contentType: '',
            body: `no answer: ${error.message}`,
          }));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problem = answer.status === 0 ? answer.body : fault(request, answer);
          if (problem) faults.push(`${describeRequest(request)}\n    -> ${problem}`);
        }
      }),
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `fuzz: ${generated.length} requests in ${((Date.now() - startedAt) / 1000).toFixed(0)} s, ${faults.length} faults; answers ${byStatus.join(', ')}`,
    );

    expect(faults.slice(0, 20), `seed ${seed}: ${faults.length} of ${requestCount} requests failed`).toEqual([]);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/intro`)).status).toBe(200);
    expect(
      (await fetch(`${site.url}/api/me`, { headers: { cookie: session } })).status,
      'the session made before the fuzz still works',
    ).toBe(200);
    await signInOverHttp(site.url, staffAddress(), path.join(site.dataDir, 'outbox'));
  });
});
