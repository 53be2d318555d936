// @vitest-environment jsdom
/**
 * When the site server refuses a request from one of the browser's panels (access tokens, Insights, page feedback,
 * the privacy choice), the reader sees the server's own sentence, and a panel's own fallback sentence when the answer
 * is a page a proxy or a fault sent instead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccessToken } from '@site/src/auth/accessTokens';
import { fetchInsights } from '@site/src/insights/insightsClient';

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [{ httpcode: status, message }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const proxyPage = (status: number) =>
  new Response('<html><h1>Bad Gateway</h1></html>', { status, headers: { 'content-type': 'text/html' } });

/** The server answers each path (without its query) with what `answers` gives, every other path with 404. */
function serverAnswering(answers: Record<string, (method: string) => Response>) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const answer = answers[new URL(input, 'http://localhost').pathname];
    return answer ? answer(init.method ?? 'GET') : new Response(null, { status: 404 });
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('access tokens', () => {
  it("say why the server would not make one, or that it failed, in the server's words", async () => {
    serverAnswering({
      '/api/access-tokens': () => refusal(400, 'Give the token a name, so you know later where it is used.'),
    });
    await expect(createAccessToken({ name: '', expiresInDays: 30 })).rejects.toThrow(
      'Give the token a name, so you know later where it is used.',
    );
    serverAnswering({ '/api/access-tokens': () => proxyPage(502) });
    await expect(createAccessToken({ name: 'CI', expiresInDays: 30 })).rejects.toThrow('The server answered HTTP 502.');
  });
});

describe('Insights', () => {
  it("show the server's refusal, or the panel's own sentence for a proxy's page", async () => {
    serverAnswering({ '/api/insights': () => refusal(403, 'Insights are for Tideline staff only.') });
    expect(await fetchInsights({ days: 7 })).toEqual({ ok: false, message: 'Insights are for Tideline staff only.' });
    serverAnswering({ '/api/insights': () => proxyPage(502) });
    expect(await fetchInsights({ days: 7 })).toEqual({
      ok: false,
      message: 'Insights could not be loaded (502). Please try again.',
    });
  });
});

/** The consent and feedback modules keep state per page load: each test loads them afresh. */
async function freshAnalytics(answers: Record<string, (method: string) => Response>) {
  serverAnswering({
    '/api/session': () => Response.json({ me: { person: { person_id: 'reader-1' }, staff: false } }),
    ...answers,
  });
  vi.resetModules();
  return { ...(await import('@site/src/analytics/consent')), ...(await import('@site/src/analytics/track')) };
}

describe('page feedback', () => {
  it("says why the server did not record it, or the form's own sentence for a proxy's page", async () => {
    const stored = Response.json({ result: { consent_levels: [], decision: 'undecided' } });
    const refused = await freshAnalytics({
      '/api/consent': () => stored.clone(),
      '/api/events': () => refusal(400, 'The event was not recorded: the comment is over 1,000 characters.'),
    });
    expect(await refused.sendFeedback({ helpful: false, comment: 'x' })).toEqual({
      ok: false,
      message: 'The event was not recorded: the comment is over 1,000 characters.',
    });
    const cut = await freshAnalytics({ '/api/consent': () => stored.clone(), '/api/events': () => proxyPage(502) });
    expect(await cut.sendFeedback({ helpful: true })).toEqual({
      ok: false,
      message: 'Your feedback could not be sent. Please try again.',
    });
  });
});

describe('the privacy choice of a signed-in reader', () => {
  it("says why the server would not keep it, in the server's words", async () => {
    const { choose, settled } = await freshAnalytics({
      '/api/consent': (method) =>
        method === 'PUT'
          ? refusal(400, 'consent_levels must include "necessary".')
          : Response.json({ result: { consent_levels: [], decision: 'undecided' } }),
    });
    await settled();
    await expect(choose('necessary')).rejects.toThrow('consent_levels must include "necessary".');
  });
});
