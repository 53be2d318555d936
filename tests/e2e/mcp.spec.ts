/**
 * The MCP endpoint, driven by the SDK's own client over Streamable HTTP: anonymous callers read the public
 * build only; a staff member's personal token reaches the staff build; a revoked or expired token gets 401.
 */
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hashToken } from '../../server/tokens/accessTokens';
import { collectLeakMarkers } from '../../scripts/leakMarkers';
import { customerTest, staffTest } from './support/fixtures';
import { testServer } from './support/testServer';
import { openIdentityStore } from './support/identityStore';

const staffPagePath = '/Internal Documentation/Tideline/Infrastructure/Server Patching';

async function connect(token?: string): Promise<Client> {
  const client = new Client({ name: 'tideline-e2e', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', testServer.url), { requestInit: { headers } }),
  );
  return client;
}

async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  return { text: content.map((part) => part.text ?? '').join('\n'), isError: result.isError === true };
}

async function createToken(request: APIRequestContext, name = 'e2e assistant'): Promise<{ id: string; token: string }> {
  const response = await request.post('/api/access-tokens', { data: { name, expiresInDays: 7 } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { result: { id: string; token: string } }).result;
}

/** A raw MCP request, to see the HTTP status the SDK client turns into an exception. */
function listToolsRaw(request: APIRequestContext, authorization: string) {
  return request.post('/mcp', {
    headers: { authorization, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
}

test.describe('an assistant without a token', () => {
  test('lists the three tools', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search']);
    await client.close();
  });

  test('searches, lists and reads public pages without any staff hit', async () => {
    const client = await connect();
    const markers = (await collectLeakMarkers()).map((marker) => marker.text);
    const search = await callText(client, 'search', { query: 'patching' });
    const pages = await callText(client, 'list_pages', {});
    const page = await callText(client, 'get_page', { path: '/gSharp/Overview' });
    expect(pages.text).toContain('/Tideline/Support/Logging In');
    expect(page.isError).toBe(false);
    expect(page.text).toMatch(/^# /);
    for (const text of [search.text, pages.text, page.text]) {
      for (const marker of markers) expect(text).not.toContain(marker);
    }
    await client.close();
  });

  test('reads a page named in another letter case, or by its Markdown copy', async () => {
    const client = await connect();
    const exact = await callText(client, 'get_page', { path: '/gSharp/Overview' });
    for (const path of ['/gsharp/overview', '/GSHARP/OVERVIEW.MD', '/tideline/support/logging in']) {
      const page = await callText(client, 'get_page', { path });
      expect(page.isError, path).toBe(false);
      expect(page.text, path).toMatch(/^# /);
    }
    expect((await callText(client, 'get_page', { path: '/gsharp/overview' })).text).toBe(exact.text);
    await client.close();
  });

  test('is told a staff page in another letter case is no page, just as for its own address and a missing page', async () => {
    const client = await connect();
    // The answer repeats the path it was given; with that taken out, all three read the same.
    const answerFor = async (path: string) => {
      const page = await callText(client, 'get_page', { path });
      return { isError: page.isError, text: page.text.replace(path, '<path>') };
    };
    const exact = await answerFor(staffPagePath);
    expect(exact.isError).toBe(true);
    expect(await answerFor(staffPagePath.toLowerCase())).toEqual(exact);
    expect(await answerFor(`${staffPagePath.toUpperCase()}.md`)).toEqual(exact);
    expect(await answerFor('/Internal Documentation/Tideline/Infrastructure/No Such Page')).toEqual(exact);
    await client.close();
  });

  test('cannot read a staff page', async () => {
    const client = await connect();
    const page = await callText(client, 'get_page', { path: staffPagePath });
    expect(page.isError).toBe(true);
    expect(page.text).not.toContain('Every Tideline server is patched');
    await client.close();
  });
});

staffTest.describe('a staff member’s personal token', () => {
  staffTest('finds and reads a staff page', async ({ page }) => {
    const { token } = await createToken(page.request);
    const client = await connect(token);
    const search = await callText(client, 'search', { query: 'patching' });
    expect(search.text).toContain(staffPagePath);
    const staffPage = await callText(client, 'get_page', { path: staffPagePath });
    expect(staffPage.text.startsWith('# Monthly server patching')).toBe(true);
    expect((await callText(client, 'get_page', { path: staffPagePath.toLowerCase() })).text).toBe(staffPage.text);
    await client.close();
  });

  staffTest('lists and searches both sections in one answer', async ({ page }) => {
    const { token } = await createToken(page.request);
    const client = await connect(token);
    const pages = await callText(client, 'list_pages', {});
    expect(pages.text).toContain('- /gSharp/Overview |');
    expect(pages.text).toContain(`- ${staffPagePath} |`);
    const search = await callText(client, 'search', { query: 'passkey', limit: 25 });
    expect(search.text).toContain('(Internal; get_page path: /Internal Documentation/');
    expect(search.text).toContain('(Tideline; get_page path: /Tideline/');
    expect((await callText(client, 'get_page', { path: '/gSharp/Overview' })).isError).toBe(false);
    await client.close();
  });

  staffTest('gets 401 once revoked', async ({ page }) => {
    const { id, token } = await createToken(page.request);
    expect((await listToolsRaw(page.request, `Bearer ${token}`)).status()).toBe(200);
    expect((await page.request.delete(`/api/access-tokens/${id}`)).status()).toBe(204);
    const refused = await listToolsRaw(page.request, `Bearer ${token}`);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toContain('invalid_token');
    await expect(connect(token)).rejects.toThrow();
  });

  staffTest('gets 401 once expired', async ({ page }) => {
    const me = (await (await page.request.get('/api/me')).json()) as { person: { person_id: string } };
    const token = `tdl_${randomUUID()}`;
    const database = await openIdentityStore();
    await database.execute({
      sql: 'insert into access_token (id, user_id, name, token_hash, groups, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
      args: [
        randomUUID(),
        me.person.person_id,
        'expired',
        hashToken(token),
        '[]',
        '2026-01-01T00:00:00.000Z',
        '2026-01-08T00:00:00.000Z',
      ],
    });
    await database.close();
    expect((await listToolsRaw(page.request, `Bearer ${token}`)).status()).toBe(401);
  });

  staffTest('is shown once and listed without its secret', async ({ page }) => {
    const { id, token } = await createToken(page.request, 'listed');
    const listed = await (await page.request.get('/api/access-tokens')).text();
    expect(listed).toContain(id);
    expect(listed).not.toContain(token);
  });
});

customerTest('a customer’s token reads the public build only', async ({ page }) => {
  const { token } = await createToken(page.request);
  const client = await connect(token);
  const search = await callText(client, 'search', { query: 'patching' });
  expect(search.text).not.toContain('/Internal Documentation/');
  expect((await callText(client, 'get_page', { path: staffPagePath })).isError).toBe(true);
  await client.close();
});

test('a token that was never issued, or a malformed header, gets 401', async ({ request }) => {
  expect((await listToolsRaw(request, 'Bearer tdl_made-up')).status()).toBe(401);
  expect((await listToolsRaw(request, 'Basic d3JpdGVyOnNlY3JldA==')).status()).toBe(401);
});

test('a request the endpoint cannot take gets a JSON error that says to POST', async ({ request }) => {
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    const response = await request.fetch('/mcp', { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe('POST');
    expect(await response.json(), method).toEqual({
      errors: [{ httpcode: 405, message: 'This MCP endpoint is stateless: send each request as a POST.' }],
    });
  }
  const malformed = await request.post('/mcp', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"jsonrpc": '),
  });
  expect(malformed.status()).toBe(400);
  expect(malformed.headers()['content-type']).toMatch(/^application\/json/);
});
