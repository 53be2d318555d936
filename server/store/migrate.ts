/**
 * Creates the site's own tables when missing, at every start, like Better Auth's migration: each step
 * leaves an existing table or index as it is, and a column added since a table was first made is added to it.
 */
import { sql, type Kysely } from 'kysely';
import type { SiteDatabase } from './schema.js';

async function hasColumn(db: Kysely<SiteDatabase>, table: keyof SiteDatabase, column: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  // PostgreSQL lists the tables of every schema (SQLite has none): the site's are in the one its unqualified table
  // names resolve to, and a table of the same name elsewhere says nothing about them.
  const siteSchema = tables.some((found) => found.schema !== undefined)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return tables.some(
    (found) =>
      found.name === table && found.schema === siteSchema && found.columns.some((existing) => existing.name === column),
  );
}

/**
 * Tokens made before their directory groups could lapse: the groups were their session's when the token was
 * made, so they count from then.
 */
async function addAccessTokenGroupsGivenAt(db: Kysely<SiteDatabase>): Promise<void> {
  if (await hasColumn(db, 'access_token', 'groups_given_at')) return;
  await db.schema.alterTable('access_token').addColumn('groups_given_at', 'text').execute();
  await db
    .updateTable('access_token')
    .set((update) => ({ groups_given_at: update.ref('created_at') }))
    .where('groups', '!=', '[]')
    .execute();
}

export async function migrateSiteTables(db: Kysely<SiteDatabase>): Promise<void> {
  await db.schema
    .createTable('access_token')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('groups', 'text', (column) => column.notNull())
    .addColumn('groups_given_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await addAccessTokenGroupsGivenAt(db);
  await db.schema.createIndex('access_token_user').ifNotExists().on('access_token').column('user_id').execute();

  await db.schema
    .createTable('reader_consent')
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('level', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('reader_consent_pk', ['user_id', 'level'])
    .execute();

  await db.schema
    .createTable('analytics_event')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('correlation_id', 'text')
    .addColumn('browser', 'text')
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_event_created')
    .ifNotExists()
    .on('analytics_event')
    .columns(['created_at', 'name'])
    .execute();
  await db.schema.createIndex('analytics_event_user').ifNotExists().on('analytics_event').column('user_id').execute();
}
