/**
 * Who is asking: the session behind a request's cookies, and whether that person is staff.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';
import {
  directoryGroupsCount,
  emailStaffLapsed,
  hasStaffAddress,
  isStaff,
  parseGroups,
  type StaffRule,
} from './staffRule.js';

export interface ViewerUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** Directory groups of this session's single sign-on (none for any other sign-in). */
  groups: string[];
  /** When this session's sign-in happened, and so when the directory last vouched for `groups`. */
  groupsGivenAt: Date;
  /** E.164, set once verified by a texted code or link. */
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  createdAt: Date;
  /** When the person last proved the inbox or used single sign-on (./inboxProof.ts); null: not since it was recorded. */
  inboxProvedAt: Date | null;
}

export interface Viewer {
  user: ViewerUser | null;
  signedIn: boolean;
  staff: boolean;
}

export const anonymous: Viewer = { user: null, signedIn: false, staff: false };

// Better Auth's session cookie ends with this name (after a prefix: `__Host-tideline-docs.` over HTTPS, see ./auth.ts).
const sessionCookieName = 'session_token=';

/**
 * The viewer behind a request's session cookie. Reading a session more than a day old extends it on the
 * server and renews the cookie (Better Auth's `updateAge`); `onRenewedCookies` receives that cookie, which
 * must reach the browser or its cookie expires while the server still counts the session as alive.
 */
export async function viewerOf(
  auth: Auth,
  headers: IncomingHttpHeaders,
  rule: StaffRule,
  onRenewedCookies: (cookies: string[]) => void = () => {},
): Promise<Viewer> {
  // Most requests carry no session: skip the database for them.
  if (!headers.cookie?.includes(sessionCookieName)) return anonymous;
  const { headers: responseHeaders, response: session } = await auth.api.getSession({
    headers: fromNodeHeaders(headers),
    returnHeaders: true,
  });
  const cookies = responseHeaders.getSetCookie();
  if (cookies.length > 0) onRenewedCookies(cookies);
  if (!session) return anonymous;
  // The phone-number plugin's fields are not in Better Auth's base user type.
  const stored = session.user as typeof session.user & {
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
    disabled?: boolean | null;
    inboxProvedAt?: Date | string | null;
  };
  const endSession = async () => {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token);
    return anonymous;
  };
  // Sessions of a disabled account were deleted when it was disabled; one made at that very moment ends here.
  if (stored.disabled) return endSession();
  const user: ViewerUser = {
    id: stored.id,
    email: stored.email,
    emailVerified: stored.emailVerified,
    name: stored.name,
    groups: parseGroups((session.session as typeof session.session & { groups?: unknown }).groups),
    groupsGivenAt: new Date(session.session.createdAt),
    phoneNumber: stored.phoneNumber ?? null,
    phoneNumberVerified: stored.phoneNumberVerified === true,
    createdAt: new Date(stored.createdAt),
    inboxProvedAt: stored.inboxProvedAt ? new Date(stored.inboxProvedAt) : null,
  };
  if (user.groups.length > 0 && !directoryGroupsCount(user.groupsGivenAt, new Date())) {
    // Its groups no longer count, and a session without its groups would show a staff member as a customer: the
    // session ends instead, and signing in through the directory again brings the groups it gives today.
    return endSession();
  }
  const staff = isStaff(user, rule);
  // Staff status from the address has run out: the session ends, and signing in with a code, a link or single sign-on
  // proves the inbox again. Staying signed in as a customer would only show them 403s.
  if (!staff && !rule.directoryOnly && hasStaffAddress(user, rule) && emailStaffLapsed(user, rule)) return endSession();
  return { user, signedIn: true, staff };
}
