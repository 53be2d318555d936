/**
 * The browser's calls for the reader's personal access tokens (contract/accessTokens.ts). Each rejects with
 * an Error whose message can be shown to the reader.
 */
import {
  accessTokenPaths,
  type AccessTokenSummary,
  type CreatedAccessToken,
  type NewAccessToken,
} from '@site/contract/accessTokens';
import { readApiError } from '@site/contract/apiError';
import { unauthenticatedUserMessage } from './unauthenticated';

async function call<Body>(path: string, init: RequestInit = {}): Promise<Body> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    throw new Error('The server cannot be reached. Check your network connection.');
  }
  if (response.status === 204) return undefined as Body;
  if (response.status === 401) throw new Error(unauthenticatedUserMessage);
  if (!response.ok)
    throw new Error((await readApiError(response, `The server answered HTTP ${response.status}.`)).message);
  const payload = (await response.json().catch(() => null)) as { result?: Body } | null;
  return payload?.result as Body;
}

export function listAccessTokens(): Promise<AccessTokenSummary[]> {
  return call(accessTokenPaths.collection);
}

export function createAccessToken(request: NewAccessToken): Promise<CreatedAccessToken> {
  return call(accessTokenPaths.collection, { method: 'POST', body: JSON.stringify(request) });
}

export function revokeAccessToken(id: string): Promise<void> {
  return call(accessTokenPaths.item(id), { method: 'DELETE' });
}
