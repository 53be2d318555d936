/**
 * Who is staff: a verified e-mail whose domain is exactly one of the staff domains
 * (case-insensitive, never a substring match), or a directory group claim naming a staff group.
 */
import { sessionLifetimeDays } from '../../contract/signIn.js';
import { dayMs } from '../../contract/durations.js';

export interface StaffRule {
  emailDomains: readonly string[];
  groups: readonly string[];
  /**
   * Days staff status from an e-mail domain lasts after the person last proved the inbox (a code or link) or signed in
   * through single sign-on; unset, it does not lapse.
   */
  emailStaffDays?: number;
  /** Only directory groups make staff; the e-mail domain counts for nothing. */
  directoryOnly?: boolean;
}

/** The rule the settings give (STAFF_EMAIL_DOMAINS, STAFF_GROUPS, STAFF_SESSION_MAX_DAYS, STAFF_REQUIRE_SSO). */
export function staffRuleOf(config: {
  staff: { emailDomains: string[]; groups: string[]; emailStaffDays: number; directoryOnly: boolean };
}): StaffRule {
  const { emailDomains, groups, emailStaffDays, directoryOnly } = config.staff;
  return { emailDomains, groups, emailStaffDays, directoryOnly };
}

export interface StaffCandidate {
  email: string;
  emailVerified: boolean;
  groups?: readonly string[];
  /** When the person last proved the inbox or used single sign-on; null or unset: not since this rule began. */
  inboxProvedAt?: Date | null;
}

export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return undefined;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Whether the verified address is at a staff domain, whatever its proof's age. */
export function hasStaffAddress(
  user: Pick<StaffCandidate, 'email' | 'emailVerified'>,
  rule: Pick<StaffRule, 'emailDomains'>,
): boolean {
  const domain = emailDomain(user.email);
  return user.emailVerified && domain !== undefined && rule.emailDomains.includes(domain);
}

/** Whether the address's staff status has run out: its inbox was proved too long ago (or never since the rule began). */
export function emailStaffLapsed(user: StaffCandidate, rule: StaffRule, at: Date = new Date()): boolean {
  if (rule.emailStaffDays === undefined) return false;
  if (!user.inboxProvedAt) return true;
  return at.getTime() >= user.inboxProvedAt.getTime() + rule.emailStaffDays * dayMs;
}

export function isStaff(user: StaffCandidate, rule: StaffRule, at: Date = new Date()): boolean {
  if (!rule.directoryOnly && hasStaffAddress(user, rule) && !emailStaffLapsed(user, rule, at)) return true;
  const staffGroups = new Set(rule.groups.map((group) => group.toLowerCase()));
  return (user.groups ?? []).some((group) => staffGroups.has(group.toLowerCase()));
}

/** Groups arrive as a JSON array string stored on the user; anything else counts as no groups. */
export function parseGroups(stored: unknown): string[] {
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The groups in a token's claims: an array of names, or one name; anything else is no groups. */
export function groupsFromClaims(claims: Record<string, unknown>, claimName: string): string[] {
  const value = claims[claimName];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const groupsLifetimeMs = sessionLifetimeDays * dayMs;

/**
 * Whether directory groups a single sign-on gave at `givenAt` still count at `at`: for a session's lifetime after that
 * sign-on, however often the session, or a token made in it, is used since. The directory must vouch for the groups
 * that often, so someone taken out of a staff group cannot stay staff by staying active.
 */
export function directoryGroupsCount(givenAt: Date, at: Date): boolean {
  return at.getTime() < givenAt.getTime() + groupsLifetimeMs;
}
