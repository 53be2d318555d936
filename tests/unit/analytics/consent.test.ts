import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely } from 'kysely';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { decideConsent, withNecessary } from '@site/contract/consent';
import { parseEvent } from '@site/contract/events';
import { consentStore } from '@site/server/consent/consentStore';
import { eventStore, retentionCutoff } from '@site/server/events/eventStore';
import { migrateSiteTables } from '@site/server/store/migrate';
import type { SiteDatabase } from '@site/server/store/schema';

const noSignals = { globalPrivacyControl: false, doNotTrack: false };

describe('the consent decision', () => {
  it('is undecided until the reader chooses, so the banner asks', () => {
    expect(decideConsent([], noSignals)).toBe('undecided');
  });

  it('allows analytics only when the reader granted them', () => {
    expect(decideConsent([{ level: 'necessary' }], noSignals)).toBe('necessary');
    expect(decideConsent([{ level: 'necessary' }, { level: 'analytics' }], noSignals)).toBe('analytics');
  });

  it('counts Global Privacy Control as necessary only, whatever was chosen', () => {
    expect(decideConsent([{ level: 'analytics' }], { globalPrivacyControl: true, doNotTrack: false })).toBe(
      'necessary',
    );
    expect(decideConsent([], { globalPrivacyControl: true, doNotTrack: false })).toBe('necessary');
  });

  it('counts Do Not Track as necessary only, whatever was chosen', () => {
    expect(decideConsent([{ level: 'analytics' }], { globalPrivacyControl: false, doNotTrack: true })).toBe(
      'necessary',
    );
  });

  it('always includes the necessary level in a choice', () => {
    expect(withNecessary(['analytics'])).toEqual(['necessary', 'analytics']);
    expect(withNecessary([])).toEqual(['necessary']);
  });
});

describe('event validation', () => {
  const pageView = { name: 'VirtualPageLoaded_v1', window_location: '/gSharp/Overview', event_data: {} };

  it('accepts a known event with its fields', () => {
    expect(parseEvent(pageView).ok).toBe(true);
    expect(
      parseEvent({
        name: 'PageFeedback_v1',
        window_location: '/intro',
        event_data: { helpful: false, comment: 'Missing units.' },
      }).ok,
    ).toBe(true);
  });

  it('refuses an unknown event name', () => {
    const result = parseEvent({ ...pageView, name: 'PurchaseCompleted_v1' });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('Unknown event name') });
  });

  it('refuses fields the event does not define, such as a user agent', () => {
    expect(parseEvent({ ...pageView, user_agent: 'Mozilla/5.0' }).ok).toBe(false);
    expect(parseEvent({ ...pageView, event_data: { ip: '203.0.113.9' } }).ok).toBe(false);
  });

  it('refuses a feedback comment over 1,000 characters', () => {
    const result = parseEvent({
      name: 'PageFeedback_v1',
      window_location: '/intro',
      event_data: { helpful: false, comment: 'x'.repeat(1001) },
    });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('1000 characters') });
  });

  it('refuses a location that is not a site path', () => {
    expect(parseEvent({ ...pageView, window_location: 'https://elsewhere.example/' }).ok).toBe(false);
  });
});

describe('stored consent and events (a real SQLite file)', () => {
  let dir: string;
  let db: Kysely<SiteDatabase>;
  let now = new Date('2026-11-01T12:00:00.000Z');

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tideline-consent-'));
    db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'auth.db')}` }) });
    await migrateSiteTables(db);
    now = new Date('2026-11-01T12:00:00.000Z');
  });

  afterEach(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const pageView = (at: Date, userId: string | null) => {
    const parsed = parseEvent({ name: 'VirtualPageLoaded_v1', window_location: '/intro', event_data: {} });
    if (!parsed.ok) throw new Error(parsed.message);
    return { event: parsed.event, userId, browser: 'Chrome', at };
  };

  it('keeps each level with the time it was granted, and necessary with every choice', async () => {
    const consent = consentStore(db, eventStore(db), () => now);
    expect(await consent.grant('reader-1', ['analytics'])).toEqual([
      { level: 'necessary', created_at: '2026-11-01T12:00:00.000Z' },
      { level: 'analytics', created_at: '2026-11-01T12:00:00.000Z' },
    ]);
  });

  it('withdraws analytics but never necessary', async () => {
    const consent = consentStore(db, eventStore(db), () => now);
    await consent.grant('reader-1', ['analytics']);
    expect((await consent.withdraw('reader-1', ['necessary', 'analytics'])).map((grant) => grant.level)).toEqual([
      'necessary',
    ]);
  });

  it('deleteAll removes the choice and every event of that reader, and only theirs', async () => {
    const events = eventStore(db);
    const consent = consentStore(db, events, () => now);
    await consent.grant('reader-1', ['analytics']);
    await events.record(pageView(now, 'reader-1'));
    await events.record(pageView(now, 'reader-1'));
    await events.record(pageView(now, 'reader-2'));
    expect(await consent.deleteAll('reader-1')).toEqual({ deletedEvents: 2 });
    expect(await consent.get('reader-1')).toEqual([]);
    expect(await db.selectFrom('analytics_event').select('user_id').execute()).toEqual([{ user_id: 'reader-2' }]);
  });

  it('deletes events older than the retention period and keeps newer ones', async () => {
    const events = eventStore(db);
    await events.record(pageView(new Date('2026-07-01T00:00:00.000Z'), null));
    await events.record(pageView(new Date('2026-10-30T00:00:00.000Z'), null));
    expect(await events.deleteOlderThan(retentionCutoff(now, 90))).toBe(1);
    expect(await db.selectFrom('analytics_event').select('created_at').execute()).toEqual([
      { created_at: '2026-10-30T00:00:00.000Z' },
    ]);
  });
});
