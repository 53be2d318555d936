import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPath } from '../../contract/events';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { postFromSite, signIn } from './support/signIn';

const staffPage = '/Internal Documentation/Tideline/Infrastructure/Security Systems';
const feedback = (window_location: string) => ({
  name: 'PageFeedback_v1',
  window_location,
  event_data: {
    helpful: false,
    comment: 'Outdated: the new admin portal is https://tideline-vpn.example, sign in there',
  },
});
const pageView = { name: 'VirtualPageLoaded_v1', window_location: '/intro', event_data: {} };

describe('feedback on a staff page', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('is refused from outsiders and customers, and recorded from staff', async () => {
    expect(
      (await postFromSite(site, eventsPath, feedback(staffPage), { remoteAddress: '192.0.2.41' })).statusCode,
    ).toBe(403);
    const customer = await signIn(site, 'curious@riverbend.example');
    expect(
      (await postFromSite(site, eventsPath, feedback(staffPage), { remoteAddress: '192.0.2.42', cookie: customer }))
        .statusCode,
    ).toBe(403);
    const staff = await signIn(site, 'reviewer@tideline.example');
    expect(
      (await postFromSite(site, eventsPath, feedback(staffPage), { remoteAddress: '192.0.2.43', cookie: staff }))
        .statusCode,
    ).toBe(204);
    expect((await postFromSite(site, eventsPath, feedback('/intro'), { remoteAddress: '192.0.2.44' })).statusCode).toBe(
      204,
    );
  });

  it('is refused from outsiders however the staff page’s address is spelled', async () => {
    for (const [index, address] of [
      '/Internal%20Documentation/intro',
      '/%49nternal%20Documentation/intro',
      '/gSharp/../Internal Documentation/intro',
      '/gSharp/%2e%2e%2FInternal Documentation/intro',
      // An escape that does not decode elsewhere in the address does not hide the section.
      '/Internal%20Documentation/intro%E0',
    ].entries()) {
      const answer = await postFromSite(site, eventsPath, feedback(address), {
        remoteAddress: `192.0.2.${50 + index}`,
      });
      expect(answer.statusCode, address).toBe(403);
    }
  });
});

describe('events from one client', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('are limited per IPv6 /64, however many of its addresses send them', async () => {
    const statuses: number[] = [];
    for (let event = 0; event < 61; event += 1) {
      statuses.push(
        (
          await postFromSite(site, eventsPath, pageView, {
            remoteAddress: `2001:db8:ee:1::${(event + 1).toString(16)}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await postFromSite(site, eventsPath, pageView, { remoteAddress: '2001:db8:ee:2::1' })).statusCode).toBe(
      204,
    );
  });
});

describe('events for the whole site', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ EVENTS_PER_DAY: '5' });
  });
  afterAll(() => site.close());

  it('stop at EVENTS_PER_DAY a day, whatever the client', async () => {
    for (let client = 1; client <= 5; client += 1) {
      expect(
        (await postFromSite(site, eventsPath, pageView, { remoteAddress: `198.51.100.${client}` })).statusCode,
      ).toBe(204);
    }
    const refused = await postFromSite(site, eventsPath, pageView, { remoteAddress: '203.0.113.200' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('as many events as it takes today');
  });
});
