/**
 * The site's one mechanism for its own limits: a fixed-window counter per key, kept in the identity store (SQLite or
 * PostgreSQL), so every server instance sharing one database counts together and a restart resets nothing. Every
 * budget the site sets itself counts here, each under its own key: sign-in messages per handle, mail and texts for the
 * whole site and per country, code entries per handle, per client, per staff domain and for all staff domains,
 * analytics events per client, per page's feedback and for the whole site, and MCP calls per client and per token's
 * owner. Nothing is counted in a process's memory.
 *
 * The only other limiter is Better Auth's own, on its endpoints per client address (`AUTH_RATE_LIMIT_MAX` for the
 * sign-in ones), configured through its `rateLimit` option in ./auth.ts with `storage: 'database'`, so it counts in the
 * same store.
 * Two, because each is where its limits are decided: Better Auth checks its rule before its endpoint runs, keyed by
 * the client address it resolves itself; the site's budgets need keys only the site knows (a handle read as one
 * inbox, a staff domain, a token's owner), a look without counting (`peekAllowance`) and a reset after a right code.
 * rate-limiter-flexible offers those too, but its SQLite store needs a driver of its own (sqlite3, better-sqlite3 or
 * knex, not the libsql client the identity store uses) and each store a table of its own; this counts through the
 * database adapter Better Auth already holds, in a table its schema creates on either database.
 */
import type { DBAdapter } from 'better-auth';

export interface AllowanceLimit {
  /** Uses allowed to one key within a window. */
  max: number;
  windowSeconds: number;
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The parts of Better Auth's database adapter the count needs. */
export type CountStore = Pick<DBAdapter, 'findOne' | 'create' | 'incrementOne' | 'deleteMany'>;

/** The store's table (created by the handle-rate-limit plugin's schema): one row per key counted recently. */
export const allowanceModel = 'handleRateLimit';

interface CountRow {
  key: string;
  count: number;
  /** Milliseconds since the epoch (PostgreSQL returns a bigint as a string). */
  windowStart: number | string;
}

/**
 * Counts one use of `key` and says whether it was allowed: a fixed window starting at the first use, atomic across
 * server instances (guarded increments, retried when another instance got there first). A refused use is not counted.
 */
export async function consumeAllowance(
  adapter: CountStore,
  key: string,
  limit: AllowanceLimit,
  now: number = Date.now(),
): Promise<Allowance> {
  const model = allowanceModel;
  const windowMs = limit.windowSeconds * 1000;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await adapter.findOne<CountRow>({ model, where: [{ field: 'key', value: key }] });
    if (!row) {
      const created = await adapter.create({ model, data: { key, count: 1, windowStart: now } }).then(
        () => true,
        () => false,
      ); // another instance created it first: count on that row
      if (created)
        return limit.max >= 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: limit.windowSeconds };
      continue;
    }
    const windowStart = Number(row.windowStart);
    if (now - windowStart >= windowMs) {
      const restarted = await adapter.incrementOne({
        model,
        where: [
          { field: 'key', value: key },
          { field: 'windowStart', value: windowStart },
        ],
        increment: {},
        set: { count: 1, windowStart: now },
      });
      if (restarted) return { allowed: true };
      continue;
    }
    const counted = await adapter.incrementOne({
      model,
      where: [
        { field: 'key', value: key },
        { field: 'windowStart', value: windowStart },
        { field: 'count', operator: 'lt', value: limit.max },
      ],
      increment: { count: 1 },
    });
    if (counted) return { allowed: true };
    const current = await adapter.findOne<CountRow>({ model, where: [{ field: 'key', value: key }] });
    if (current && Number(current.windowStart) === windowStart) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    }
  }
  // The row kept changing under us: several instances are counting this key at this very moment.
  return { allowed: false, retryAfterSeconds: 1 };
}

/**
 * Whether `key` could be used now, without counting a use: for a step that must stop once a budget another step
 * counts is spent (asking for a new text while the number is locked after wrong codes).
 */
export async function peekAllowance(
  adapter: CountStore,
  key: string,
  limit: AllowanceLimit,
  now: number = Date.now(),
): Promise<Allowance> {
  const row = await adapter.findOne<CountRow>({ model: allowanceModel, where: [{ field: 'key', value: key }] });
  if (!row) return limit.max >= 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: limit.windowSeconds };
  const windowEnd = Number(row.windowStart) + limit.windowSeconds * 1000;
  if (now >= windowEnd || Number(row.count) < limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** Forgets `key`'s count: its next use starts a new window. */
export async function resetAllowance(adapter: CountStore, key: string): Promise<void> {
  await adapter.deleteMany({ model: allowanceModel, where: [{ field: 'key', value: key }] });
}
