/**
 * The signed-in user as the server reports it, plus `staff`, the one fact the
 * browser needs to decide what to show. GET /api/me answers a `Me` (401 when nobody is signed in);
 * GET /api/session answers a `SessionAnswer`, where nobody is an ordinary answer; a static host answers with a file
 * saying there is no sign-in at all.
 */
import type { Handle } from './factors';

export interface Credential {
  id: string;
  type: string;
  created_at: string;
}

interface Organization {
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
  /** Only in the file the public build carries for static hosts (plugins/static-session): no sign-in here. */
  signIn?: 'absent';
}

/** What a static host answers at GET /api/session: a file in the public build, since no server runs there. */
export const staticHostSessionAnswer: SessionAnswer = { me: null, signIn: 'absent' };
