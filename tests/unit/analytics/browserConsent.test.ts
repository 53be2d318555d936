// @vitest-environment jsdom
/**
 * Consent in the browser (src/analytics/): what is sent, and when, for each choice a reader can make.
 * The site server is a stand-in answering /api/session and /api/consent as the real one does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Answers {
  me?: object | null;
  serverConsent?: { level: string; created_at: string }[];
}

function siteServer({ me = null, serverConsent = [] }: Answers = {}) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  const beacons: Record<string, unknown>[] = [];
  let stored = serverConsent;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (url === '/api/session') return json({ me });
    if (url.startsWith('/api/consent')) {
      if (method === 'PUT')
        stored = (body as { consent_levels: string[] }).consent_levels.map((level) => ({
          level,
          created_at: '2026-11-23T12:00:00.000Z',
        }));
      const decision = stored.some((grant) => grant.level === 'analytics')
        ? 'analytics'
        : stored.length > 0
          ? 'necessary'
          : 'undecided';
      return json({ result: { consent_levels: stored, decision } });
    }
    if (url === '/api/events') return new Response(null, { status: 204 });
    return new Response(null, { status: 404 });
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, data: string) => beacons.push(JSON.parse(data) as Record<string, unknown>) > 0,
  });
  return { requests, beacons };
}

async function freshModules() {
  vi.resetModules();
  const consent = await import('@site/src/analytics/consent');
  const track = await import('@site/src/analytics/track');
  return { ...consent, ...track };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('an anonymous reader', () => {
  it('is asked on a first visit, and nothing is sent before they choose', async () => {
    const { beacons } = siteServer();
    const { settled, track } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'undecided', askOpen: true });
    expect(await track('VirtualPageLoaded_v1', {})).toBe(false);
    expect(beacons).toEqual([]);
  });

  it('who accepts analytics has page views sent with a correlation id kept for the tab', async () => {
    const { beacons } = siteServer();
    const { choose, track } = await freshModules();
    await choose('analytics');
    await track('VirtualPageLoaded_v1', {});
    await track('VirtualPageLoaded_v1', {});
    const id = sessionStorage.getItem('tideline.analytics.correlationId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(beacons).toHaveLength(2);
    expect(
      beacons.every((beacon) => beacon.analytics_correlation_id === id && beacon.name === 'VirtualPageLoaded_v1'),
    ).toBe(true);
  });

  it('keeps the choice in this browser, so the next page does not ask again', async () => {
    siteServer();
    const first = await freshModules();
    await first.choose('necessary');
    const next = await freshModules();
    expect(await next.settled()).toMatchObject({ decision: 'necessary', askOpen: false });
  });

  it('who goes back to necessary only sends nothing more and loses the correlation id', async () => {
    const { beacons } = siteServer();
    const { choose, track } = await freshModules();
    await choose('analytics');
    await track('VirtualPageLoaded_v1', {});
    await choose('necessary');
    expect(await track('VirtualPageLoaded_v1', {})).toBe(false);
    expect(beacons).toHaveLength(1);
    expect(sessionStorage.getItem('tideline.analytics.correlationId')).toBeNull();
  });

  it('can send page feedback without analytics consent, and then it carries no correlation id', async () => {
    const { requests } = siteServer();
    const { sendFeedback } = await freshModules();
    expect(await sendFeedback({ helpful: false, comment: 'No units on the chart.' })).toEqual({ ok: true });
    const sent = requests.find((request) => request.url === '/api/events');
    expect(sent?.body).toMatchObject({
      name: 'PageFeedback_v1',
      event_data: { helpful: false, comment: 'No units on the chart.' },
    });
    expect(sent?.body).not.toHaveProperty('analytics_correlation_id');
  });
});

describe('the public build on a static host', () => {
  it('has no server to send to, so it sends nothing and does not ask', async () => {
    const { beacons } = siteServer();
    vi.stubGlobal('fetch', async () => new Response('<html>Page not found</html>', { status: 404 }));
    const { settled, track } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'necessary', noServer: true, askOpen: false });
    expect(await track('VirtualPageLoaded_v1', {})).toBe(false);
    expect(beacons).toEqual([]);
  });
});

describe('privacy signals from the browser', () => {
  it('Global Privacy Control means necessary only, without asking', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    const { beacons } = siteServer();
    const { settled, track } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'necessary', askOpen: false });
    await track('VirtualPageLoaded_v1', {});
    expect(beacons).toEqual([]);
  });

  it('Do Not Track means necessary only, even after accepting analytics earlier', async () => {
    localStorage.setItem(
      'tideline.consent',
      JSON.stringify([
        { level: 'necessary', created_at: 'x' },
        { level: 'analytics', created_at: 'x' },
      ]),
    );
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    siteServer();
    const { settled } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'necessary', askOpen: false });
  });
});

describe('a signed-in reader', () => {
  const me = { person: { person_id: 'reader-1' }, staff: false };

  it('follows the choice stored with their account, whatever this browser said', async () => {
    localStorage.setItem('tideline.consent', JSON.stringify([{ level: 'necessary', created_at: 'x' }]));
    siteServer({
      me,
      serverConsent: [
        { level: 'necessary', created_at: 'x' },
        { level: 'analytics', created_at: 'x' },
      ],
    });
    const { settled } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'analytics', signedIn: true, askOpen: false });
  });

  it('keeps the choice made in this browser on the server when the account has none', async () => {
    localStorage.setItem(
      'tideline.consent',
      JSON.stringify([
        { level: 'necessary', created_at: 'x' },
        { level: 'analytics', created_at: 'x' },
      ]),
    );
    const { requests } = siteServer({ me });
    const { settled } = await freshModules();
    expect(await settled()).toMatchObject({ decision: 'analytics', signedIn: true });
    expect(requests).toContainEqual({
      method: 'PUT',
      url: '/api/consent',
      body: { consent_levels: ['necessary', 'analytics'] },
    });
  });

  it('stores a new choice on the server', async () => {
    const { requests } = siteServer({ me });
    const { choose } = await freshModules();
    await choose('necessary');
    expect(requests).toContainEqual({ method: 'PUT', url: '/api/consent', body: { consent_levels: ['necessary'] } });
  });
});

describe('sign-in outcomes', () => {
  it('a failed sign-in is sent with its method only, never the error text', async () => {
    const { beacons } = siteServer();
    const { choose } = await freshModules();
    const { trackSignIns } = await import('@site/src/analytics/signInTracking');
    const { SignInEvents } = await import('@site/src/auth/events');
    await choose('analytics');
    const events = new SignInEvents();
    trackSignIns(events);
    events.emit('idFlowFailed', {
      factor: { method: 'otp_via_sms' },
      error: new Error('No account for +44 7911 123456'),
    });
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toMatchObject({ name: 'AuthenticationFailed_v1', event_data: { method: 'otp_via_sms' } });
    expect(JSON.stringify(beacons)).not.toContain('7911');
  });

  it('a sign-in without analytics consent is not kept or sent', async () => {
    const { beacons } = siteServer();
    const { choose } = await freshModules();
    const { trackSignIns } = await import('@site/src/analytics/signInTracking');
    const { SignInEvents } = await import('@site/src/auth/events');
    await choose('necessary');
    const events = new SignInEvents();
    trackSignIns(events);
    events.emit('idFlowSucceeded', { factor: { method: 'otp_via_email' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessionStorage.getItem('tideline.analytics.pendingSignIn')).toBeNull();
    expect(beacons).toEqual([]);
  });
});
