/**
 * An event's own fields (analytics_event.data, JSON text) read inside SQL, so the Insights report can count and group
 * them in the database. SQLite and PostgreSQL spell JSON access differently; each fragment here gives the same answer
 * in both: the field's value when it has the expected JSON type, otherwise null, so a row written in another shape (by
 * an older version, say) is left out rather than failing the report.
 *
 * The fragments read a column named `data` that `eventsAsJson` provides: SQLite's text checked with `json_valid` (a
 * malformed row reads as `{}`), PostgreSQL's cast to `jsonb`. The site writes every row with `JSON.stringify`, so a
 * malformed row could only come from outside the site, which would then fail the PostgreSQL report rather than be
 * left out.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ServerConfig } from '../config.js';

export type DatabaseKind = ServerConfig['database']['kind'];

export interface EventFields {
  /** The events' JSON as the column `data` that the fragments below read, beside the table's other columns. */
  eventsAsJson: RawBuilder<unknown>;
  /** The field when it is a JSON string. */
  text(field: string): RawBuilder<string | null>;
  /** The field when it is a JSON number. */
  number(field: string): RawBuilder<number | string | null>;
  /** `'true'` or `'false'` when the field is a JSON boolean. */
  boolean(field: string): RawBuilder<'true' | 'false' | null>;
}

/** Field names are this module's callers' constants, never input, so they are written into the SQL as literals. */
const sqliteFields: EventFields = {
  eventsAsJson: sql`name, path, created_at, case when json_valid(data) then data else '{}' end as data`,
  text: (field) => sql`case when json_type(data, ${sql.lit(`$.${field}`)}) = 'text'
    then json_extract(data, ${sql.lit(`$.${field}`)}) end`,
  number: (field) => sql`case when json_type(data, ${sql.lit(`$.${field}`)}) in ('integer', 'real')
    then json_extract(data, ${sql.lit(`$.${field}`)}) end`,
  boolean: (field) => sql`case json_type(data, ${sql.lit(`$.${field}`)})
    when 'true' then 'true' when 'false' then 'false' end`,
};

const postgresFields: EventFields = {
  eventsAsJson: sql`name, path, created_at, data::jsonb as data`,
  text: (field) =>
    sql`case when jsonb_typeof(data -> ${sql.lit(field)}) = 'string' then data ->> ${sql.lit(field)} end`,
  number: (field) =>
    sql`case when jsonb_typeof(data -> ${sql.lit(field)}) = 'number' then (data ->> ${sql.lit(field)})::numeric end`,
  boolean: (field) =>
    sql`case when jsonb_typeof(data -> ${sql.lit(field)}) = 'boolean' then data ->> ${sql.lit(field)} end`,
};

export function eventFieldsOf(kind: DatabaseKind): EventFields {
  return kind === 'postgres' ? postgresFields : sqliteFields;
}
