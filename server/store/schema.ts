/**
 * The site's own tables in the identity database, beside Better Auth's: personal access tokens for the MCP
 * endpoint, readers' consent, and analytics events. Times are ISO 8601 UTC strings, which sort and compare
 * the same way in SQLite and PostgreSQL.
 */
interface AccessTokenTable {
  id: string;
  user_id: string;
  /** The reader's own label ("Claude on my laptop"). */
  name: string;
  /** SHA-256 of the token, hex; the token itself is shown once and never stored. */
  token_hash: string;
  /**
   * Directory groups as a JSON array (staff by group): those of the session that created the token, replaced at
   * each later single sign-on of its owner.
   */
  groups: string;
  /** When a single sign-on last gave `groups` (ISO 8601); null when none did. They count for a session's lifetime. */
  groups_given_at: string | null;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

interface ConsentTable {
  user_id: string;
  level: string;
  created_at: string;
}

interface AnalyticsEventTable {
  id: string;
  name: string;
  /** The signed-in reader who sent it, so deleting their data can find it. */
  user_id: string | null;
  /** Ties one visit's events together; absent without analytics consent. */
  correlation_id: string | null;
  /** The browser family ("Chrome", "Firefox"), never the user-agent string. */
  browser: string | null;
  /** The page the event happened on. */
  path: string;
  /** The event's own fields as JSON. */
  data: string;
  created_at: string;
}

export interface SiteDatabase {
  access_token: AccessTokenTable;
  reader_consent: ConsentTable;
  analytics_event: AnalyticsEventTable;
}
