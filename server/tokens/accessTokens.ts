/**
 * Personal access tokens: random secrets shown once, stored only as their SHA-256 hash, each expiring and
 * revocable by its owner. A token carries no rights of its own; it stands for the reader who made it.
 *
 * Directory groups (staff by group) follow a session's rule rather than the token's lifetime: each single
 * sign-on of the owner replaces them on all of their tokens, and groups no single sign-on has given within
 * a session's lifetime no longer count. The token then keeps what the owner's verified e-mail grants.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccessTokenSummary, CreatedAccessToken, NewAccessToken } from '../../contract/accessTokens.js';
import { directoryGroupsCount, parseGroups } from '../auth/staffRule.js';
import type { SiteDatabase } from '../store/schema.js';
import { isLockWaitExceeded } from '../store/sqliteFile.js';
import { dayMs } from '../../contract/durations.js';

/** Marks the secret as this site's, so a leaked one is easy to recognise (secret scanners). */
const tokenPrefix = 'tdl_';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a valid token stands for. */
interface TokenHolder {
  userId: string;
  /** Directory groups of the owner's latest single sign-on, while they still count. */
  groups: string[];
}

/** The reader making a token, with the directory groups of their session. */
interface TokenOwner extends TokenHolder {
  /** When the sign-in that gave `groups` happened. */
  groupsGivenAt: Date;
}

export interface AccessTokens {
  create(owner: TokenOwner, request: NewAccessToken): Promise<CreatedAccessToken>;
  list(userId: string): Promise<AccessTokenSummary[]>;
  /** False when the reader has no such token. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Revokes every token of the reader. */
  revokeAll(userId: string): Promise<void>;
  /** A single sign-on of the reader just gave these groups: they replace the groups on all of their tokens. */
  replaceDirectoryGroups(userId: string, groups: readonly string[]): Promise<void>;
  /** The holder of a current token; null for an unknown, revoked or expired one. */
  resolve(token: string): Promise<TokenHolder | null>;
}

/** The stored groups while they count (../auth/staffRule.ts `directoryGroupsCount`); none after. */
function countingGroups(storedGroups: string, givenAt: string | null, at: Date): string[] {
  if (givenAt === null || !directoryGroupsCount(new Date(givenAt), at)) return [];
  return parseGroups(storedGroups);
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
        groups_given_at: owner.groups.length > 0 ? owner.groupsGivenAt.toISOString() : null,
        created_at: createdAt.toISOString(),
        expires_at: new Date(createdAt.getTime() + expiresInDays * dayMs).toISOString(),
        last_used_at: null,
      };
      await db.insertInto('access_token').values(row).execute();
      return { id: row.id, name, created_at: row.created_at, expires_at: row.expires_at, last_used_at: null, token };
    },

    async list(userId) {
      const listedAt = now().toISOString();
      // Expired tokens open nothing; they go the next time anyone's are listed, so the table holds only live ones. A
      // clean-up locked out by another program's write waits for the next listing: the list itself never needs it.
      await db
        .deleteFrom('access_token')
        .where('expires_at', '<=', listedAt)
        .execute()
        .catch((error: unknown) => {
          if (!isLockWaitExceeded(error)) throw error;
        });
      return db
        .selectFrom('access_token')
        .select(['id', 'name', 'created_at', 'expires_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', listedAt)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async revoke(userId, id) {
      const result = await db
        .deleteFrom('access_token')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async revokeAll(userId) {
      await db.deleteFrom('access_token').where('user_id', '=', userId).execute();
    },

    async replaceDirectoryGroups(userId, groups) {
      await db
        .updateTable('access_token')
        .set({ groups: JSON.stringify(groups), groups_given_at: groups.length > 0 ? now().toISOString() : null })
        .where('user_id', '=', userId)
        .execute();
    },

    async resolve(token) {
      if (!token.startsWith(tokenPrefix)) return null;
      const row = await db
        .selectFrom('access_token')
        .select(['id', 'user_id', 'groups', 'groups_given_at', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      const at = now();
      if (!row || row.expires_at <= at.toISOString()) return null;
      await db.updateTable('access_token').set({ last_used_at: at.toISOString() }).where('id', '=', row.id).execute();
      return { userId: row.user_id, groups: countingGroups(row.groups, row.groups_given_at, at) };
    },
  };
}
