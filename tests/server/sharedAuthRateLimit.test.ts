/**
 * Better Auth's limit per client address (AUTH_RATE_LIMIT_MAX) is counted in the identity store: two server instances
 * over one SQLite file count one client's requests together, as instances sharing PostgreSQL do. (Better Auth's
 * in-memory count is shared by every instance of one process, so the count's row in the file is what shows it would
 * hold across processes too.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdentityStore } from '../e2e/support/identityStore';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { requestEmailCode } from './support/signIn';

describe('the sign-in limit per client address across two instances over one database', () => {
  let first: InProcessSite;
  let second: InProcessSite;
  beforeAll(async () => {
    first = await startInProcessSite({ AUTH_RATE_LIMIT_MAX: '3' });
    second = await startInProcessSite({ AUTH_RATE_LIMIT_MAX: '3', DATA_DIR: first.dataDir });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts the requests one client sends to either instance', async () => {
    const client = '198.51.100.77';
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      const instance = request % 2 === 0 ? first : second;
      statuses.push((await requestEmailCode(instance, `reader${request}@riverbend.example`, client)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const file = await openIdentityStore(first.dataDir);
    try {
      const counted = await file.execute({
        sql: 'select count from rateLimit where key like ?',
        args: [`%${client}%`],
      });
      expect(counted.rows.map((row) => Number(row.count))).toContain(3);
    } finally {
      await file.close();
    }
  });
});
