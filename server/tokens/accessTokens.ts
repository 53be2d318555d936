/**
 * Personal access tokens: random secrets shown once, stored only as their SHA-256 hash, each expiring and
 * revocable by its owner. A token carries no rights of its own; it stands for the reader who made it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccessTokenSummary, CreatedAccessToken, NewAccessToken } from '../../config/accessTokens.js';
import type { SiteDatabase } from '../store/schema.js';

/** Marks the secret as this site's, so a leaked one is easy to recognise (secret scanners). */
const tokenPrefix = 'tdl_';
const dayMs = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a valid token stands for. */
export interface TokenHolder {
  userId: string;
  /** Directory groups of the session the token was made in. */
  groups: string[];
}

export interface AccessTokens {
  create(owner: TokenHolder, request: NewAccessToken): Promise<CreatedAccessToken>;
  list(userId: string): Promise<AccessTokenSummary[]>;
  /** False when the reader has no such token. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Revokes every token of the reader. */
  revokeAll(userId: string): Promise<void>;
  /** The holder of a current token; null for an unknown, revoked or expired one. */
  resolve(token: string): Promise<TokenHolder | null>;
}

export function accessTokens(db: Kysely<SiteDatabase>, now: () => Date = () => new Date()): AccessTokens {
  return {
    async create(owner, { name, expiresInDays }) {
      const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
      const createdAt = now();
      const row = {
        id: randomUUID(),
        user_id: owner.userId,
        name,
        token_hash: hashToken(token),
        groups: JSON.stringify(owner.groups),
        created_at: createdAt.toISOString(),
        expires_at: new Date(createdAt.getTime() + expiresInDays * dayMs).toISOString(),
        last_used_at: null,
      };
      await db.insertInto('access_token').values(row).execute();
      return { id: row.id, name, created_at: row.created_at, expires_at: row.expires_at, last_used_at: null, token };
    },

    list(userId) {
      return db
        .selectFrom('access_token')
        .select(['id', 'name', 'created_at', 'expires_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async revoke(userId, id) {
      const result = await db.deleteFrom('access_token').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async revokeAll(userId) {
      await db.deleteFrom('access_token').where('user_id', '=', userId).execute();
    },

    async resolve(token) {
      if (!token.startsWith(tokenPrefix)) return null;
      const row = await db
        .selectFrom('access_token')
        .select(['id', 'user_id', 'groups', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      const at = now();
      if (!row || row.expires_at <= at.toISOString()) return null;
      await db.updateTable('access_token').set({ last_used_at: at.toISOString() }).where('id', '=', row.id).execute();
      const groups: unknown = JSON.parse(row.groups);
      return { userId: row.user_id, groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [] };
    },
  };
}
