/**
 * A signed-in reader's consent, kept on the server so it follows them from browser to browser
 * (/api/consent: GET, POST, PUT, DELETE with consent_levels or deleteAll). `necessary` is part of every stored choice.
 */
import type { Kysely } from 'kysely';
import { consentLevels, withNecessary, type ConsentGrant, type ConsentLevel } from '../../contract/consent.js';
import type { SiteDatabase } from '../store/schema.js';
import type { EventStore } from '../events/eventStore.js';

export interface ConsentStore {
  get(userId: string): Promise<ConsentGrant[]>;
  /** POST: adds levels; a level granted before keeps its created_at. */
  grant(userId: string, levels: readonly ConsentLevel[]): Promise<ConsentGrant[]>;
  /** PUT: the reader's choice is exactly these levels (and necessary). */
  replace(userId: string, levels: readonly ConsentLevel[]): Promise<ConsentGrant[]>;
  /** DELETE with consent_levels: withdraws them; necessary cannot be withdrawn. */
  withdraw(userId: string, levels: readonly ConsentLevel[]): Promise<ConsentGrant[]>;
  /** DELETE with deleteAll: forgets the choice and every event recorded for the reader. */
  deleteAll(userId: string): Promise<{ deletedEvents: number }>;
}

export function consentStore(
  db: Kysely<SiteDatabase>,
  events: EventStore,
  now: () => Date = () => new Date(),
): ConsentStore {
  const get = async (userId: string): Promise<ConsentGrant[]> => {
    const rows = await db
      .selectFrom('reader_consent')
      .select(['level', 'created_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows
      .filter((row): row is ConsentGrant => row.level === 'necessary' || row.level === 'analytics')
      .sort((a, b) => consentLevels.indexOf(a.level) - consentLevels.indexOf(b.level));
  };

  const grant = async (userId: string, levels: readonly ConsentLevel[]) => {
    const held = new Set((await get(userId)).map((row) => row.level));
    const createdAt = now().toISOString();
    const added = withNecessary(levels).filter((level) => !held.has(level));
    if (added.length > 0) {
      await db
        .insertInto('reader_consent')
        .values(added.map((level) => ({ user_id: userId, level, created_at: createdAt })))
        .onConflict((conflict) => conflict.columns(['user_id', 'level']).doNothing())
        .execute();
    }
    return get(userId);
  };

  const withdraw = async (userId: string, levels: readonly ConsentLevel[]) => {
    const removed = levels.filter((level) => level !== 'necessary');
    if (removed.length > 0) {
      await db.deleteFrom('reader_consent').where('user_id', '=', userId).where('level', 'in', removed).execute();
    }
    return get(userId);
  };

  return {
    get,
    grant,
    withdraw,
    async replace(userId, levels) {
      const wanted = withNecessary(levels);
      await withdraw(
        userId,
        (await get(userId)).map((row) => row.level).filter((level) => !wanted.includes(level)),
      );
      return grant(userId, wanted);
    },
    async deleteAll(userId) {
      await db.deleteFrom('reader_consent').where('user_id', '=', userId).execute();
      return { deletedEvents: await events.deleteForUser(userId) };
    },
  };
}
