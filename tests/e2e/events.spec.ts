/**
 * /api/events and /api/consent against the real server and database: nothing is stored before consent,
 * events are stored after, deleteAll removes them, and bad input gets a 4xx with nothing stored.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { customerTest, staffTest } from './support/fixtures';
import { storedEvents } from './support/eventsTable';

async function readerId(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/me')).json()) as { person: { person_id: string } }).person.person_id;
}

const pageView = (location: string) => ({ name: 'VirtualPageLoaded_v1', window_location: location, event_data: {} });

customerTest(
  'a signed-in reader’s page views are stored only after they accept analytics, and deleteAll removes them',
  async ({ page }) => {
    const id = await readerId(page.request);
    const beforeConsent = await page.request.post('/api/events', { data: pageView('/intro') });
    expect(beforeConsent.status()).toBe(403);
    expect(await storedEvents('user_id = ?', [id])).toBe(0);

    expect((await page.request.put('/api/consent', { data: { consent_levels: ['analytics'] } })).status()).toBe(200);
    const consent = (await (await page.request.get('/api/consent')).json()) as {
      result: { decision: string; consent_levels: { level: string; created_at: string }[] };
    };
    expect(consent.result.decision).toBe('analytics');
    expect(consent.result.consent_levels.map((grant) => grant.level)).toEqual(['necessary', 'analytics']);

    // Beacons send JSON as text/plain.
    const beacon = await page.request.post('/api/events', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify(pageView('/gSharp/Overview')),
    });
    expect(beacon.status()).toBe(204);
    expect(await storedEvents('user_id = ?', [id])).toBe(1);

    const deleted = await page.request.delete('/api/consent?deleteAll=true');
    expect(((await deleted.json()) as { result: { deleted_events: number } }).result.deleted_events).toBe(1);
    expect(await storedEvents('user_id = ?', [id])).toBe(0);
  },
);

customerTest('Global Privacy Control counts as necessary only', async ({ page }) => {
  await page.request.put('/api/consent', { data: { consent_levels: ['analytics'] } });
  const refused = await page.request.post('/api/events', { headers: { 'sec-gpc': '1' }, data: pageView('/intro') });
  expect(refused.status()).toBe(403);
});

test('anonymous consent stays in the browser: the server answers 401', async ({ request }) => {
  expect((await request.get('/api/consent')).status()).toBe(401);
});

test('page feedback is stored without analytics consent and without a correlation id', async ({ request }) => {
  const marker = `/Tideline/Support/Logging In#feedback-${Date.now()}`.replace('#', '');
  const response = await request.post('/api/events', {
    headers: { dnt: '1' },
    data: {
      name: 'PageFeedback_v1',
      window_location: marker,
      analytics_correlation_id: crypto.randomUUID(),
      event_data: { helpful: false, comment: 'No units on the chart.' },
    },
  });
  expect(response.status()).toBe(204);
  expect(await storedEvents('path = ? and correlation_id is null', [marker])).toBe(1);
});

test.describe('bad input gets a 4xx and stores nothing', () => {
  const location = () => `/bad-input-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  test('an unknown event name', async ({ request }) => {
    const where = location();
    const response = await request.post('/api/events', {
      data: { name: 'PurchaseCompleted_v1', window_location: where, event_data: {} },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Unknown event name');
    expect(await storedEvents('path = ?', [where])).toBe(0);
  });

  test('malformed JSON and unknown fields', async ({ request }) => {
    const where = location();
    expect(
      (await request.post('/api/events', { headers: { 'content-type': 'text/plain' }, data: '{"name":' })).status(),
    ).toBe(400);
    expect(
      (await request.post('/api/events', { data: { ...pageView(where), user_agent: 'Mozilla/5.0' } })).status(),
    ).toBe(400);
    expect(await storedEvents('path = ?', [where])).toBe(0);
  });

  test('an oversized event', async ({ request }) => {
    const where = location();
    const response = await request.post('/api/events', {
      data: {
        name: 'PageFeedback_v1',
        window_location: where,
        event_data: { helpful: false, comment: 'x'.repeat(5000) },
      },
    });
    expect(response.status()).toBe(413);
    expect(await storedEvents('path = ?', [where])).toBe(0);
  });

  test('a feedback flood on one page is cut off after five', async ({ request }) => {
    const where = location();
    const statuses: number[] = [];
    for (let sent = 0; sent < 9; sent += 1) {
      const response = await request.post('/api/events', {
        data: { name: 'PageFeedback_v1', window_location: where, event_data: { helpful: true } },
      });
      statuses.push(response.status());
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
    expect(await storedEvents('path = ?', [where])).toBe(5);
  });
});

staffTest('feedback naming another site’s address gets a 400 and never reaches Insights', async ({ page }) => {
  const offSite = `//evil.example/phish-${Date.now()}`;
  const refused = await page.request.post('/api/events', {
    data: { name: 'PageFeedback_v1', window_location: offSite, event_data: { helpful: true } },
  });
  expect(refused.status()).toBe(400);
  expect(await storedEvents('path = ?', [offSite])).toBe(0);
  expect(await (await page.request.get('/api/insights?days=7')).text()).not.toContain(offSite);
});

test('a page of another site cannot send events or change anything through the site’s APIs', async ({ request }) => {
  const where = `/cross-origin-${Date.now()}`;
  const fromElsewhere = { origin: 'https://evil.example' };
  const event = await request.post('/api/events', {
    headers: fromElsewhere,
    data: { name: 'PageFeedback_v1', window_location: where, event_data: { helpful: true } },
  });
  expect(event.status()).toBe(403);
  expect(await event.json()).toEqual({
    errors: [
      {
        httpcode: 403,
        message: 'This request came from another site; the site only accepts changes made on its own pages.',
      },
    ],
  });
  expect(await storedEvents('path = ?', [where])).toBe(0);
  expect(
    (
      await request.post('/api/access-tokens', { headers: fromElsewhere, data: { name: 'x', expiresInDays: 30 } })
    ).status(),
  ).toBe(403);
  expect(
    (
      await request.put('/api/consent', { headers: { 'sec-fetch-site': 'cross-site' }, data: { consent_levels: [] } })
    ).status(),
  ).toBe(403);
});

test('a page of another site cannot slip past that check by writing the API’s address with percent-escapes', async ({
  request,
}) => {
  const where = `/cross-origin-escaped-${Date.now()}`;
  const fromElsewhere = { origin: 'https://evil.example' };
  // The router decodes these to /api/events and /api/access-tokens.
  for (const address of ['/%61pi/events', '/%61%70%69/events', '/api/%65vents']) {
    const event = await request.post(address, {
      headers: fromElsewhere,
      data: { name: 'PageFeedback_v1', window_location: where, event_data: { helpful: true } },
    });
    expect(event.status(), address).toBe(403);
  }
  expect(await storedEvents('path = ?', [where])).toBe(0);
  expect(
    (
      await request.post('/%61pi/access-tokens', { headers: fromElsewhere, data: { name: 'x', expiresInDays: 30 } })
    ).status(),
  ).toBe(403);
});
