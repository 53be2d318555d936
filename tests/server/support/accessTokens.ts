/** A personal access token made through the site's API, as the account page makes one. */
import { expect } from 'vitest';
import { accessTokenPaths } from '../../../contract/accessTokens';
import type { InProcessSite } from './inProcessSite';
import { postFromSite } from './signIn';

export async function createAccessToken(site: InProcessSite, cookie: string): Promise<{ id: string; token: string }> {
  const created = await postFromSite(
    site,
    accessTokenPaths.collection,
    { name: 'assistant', expiresInDays: 30 },
    { cookie },
  );
  expect(created.statusCode).toBe(201);
  const { id, token } = created.json<{ result: { id: string; token: string } }>().result;
  return { id, token };
}
