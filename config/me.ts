/**
 * The signed-in user as the server reports it (seed §3 "The /me result"), plus `staff`, the one fact the
 * browser needs to decide what to show. GET /api/me answers a `Me` (401 when nobody is signed in);
 * GET /api/session answers a `SessionAnswer`, where nobody is an ordinary answer.
 */
import type { Handle } from './factors';

export interface Credential {
  id: string;
  type: string;
  created_at: string;
}

export interface Organization {
  id: string;
  org_name: string;
  tenant_name: string;
  managed_organizations: string[];
}

export interface Me {
  person: { active: boolean; person_id: string; roles: string[]; region: string };
  organizations: Organization[];
  handles: Handle[];
  credentials: Credential[];
  staff: boolean;
}

export interface SessionAnswer {
  me: Me | null;
}
