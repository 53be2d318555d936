import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpBatchLimit } from '../../server/mcp/routes';

const mcpCallsPerMinute = 60;
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';

const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

function mcp(site: InProcessSite, payload: unknown, remoteAddress: string) {
  return site.inject({
    method: 'POST',
    url: '/mcp',
    remoteAddress,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: JSON.stringify(payload),
  });
}

describe('/mcp', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ MCP_CALLS_PER_MINUTE: String(mcpCallsPerMinute) });
  });
  afterAll(() => site.close());

  it('refuses a batch larger than a few requests, saying how many it takes', async () => {
    const batch = await mcp(
      site,
      Array.from({ length: mcpBatchLimit + 1 }, (_, index) => call(index)),
      '192.0.2.51',
    );
    expect(batch.statusCode).toBe(400);
    expect(batch.body).toContain(`at most ${mcpBatchLimit} requests`);
    expect((await mcp(site, [call(1), call(2)], '192.0.2.52')).statusCode).toBe(200);
  });

  it('refuses an empty batch, which JSON-RPC calls invalid, instead of accepting it', async () => {
    const empty = await mcp(site, [], '192.0.2.53');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('The batch is empty: send at least one request.');
  });

  it('limits the calls of one client, a batch counting each of its requests, per IPv6 /64', async () => {
    const batches = mcpCallsPerMinute / mcpBatchLimit;
    for (let batch = 0; batch < batches; batch += 1) {
      const full = Array.from({ length: mcpBatchLimit }, (_, index) => call(index));
      expect((await mcp(site, full, `2001:db8:cc:1::${batch + 1}`)).statusCode).toBe(200);
    }
    const refused = await mcp(site, call(1), '2001:db8:cc:1::ff');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(`at most ${mcpCallsPerMinute} a minute`);
    expect((await mcp(site, call(1), '2001:db8:cc:2::1')).statusCode).toBe(200);
  });
});
