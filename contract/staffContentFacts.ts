/**
 * The shared figures that only staff pages state: SLO and paging figures, the API's rate limits for customer clients,
 * storm-mode call-ins. They are kept apart from ./contentFacts.ts because that module is bundled into the public
 * build with the pages that use it, and nothing of the staff section may be; staff pages write these with
 * `<StaffFact id="…" />` (src/components/StaffFact), which only staff pages import. Same shape, same checks.
 */
import type { ContentFact } from './contentFacts';

export const staffContentFacts = {
  'api.tokenRequestsPerMinute': {
    text: '30 requests per minute',
    value: 30,
    names: ["token endpoint's own limit of #"],
  },
  'api.requestsPerMinute': {
    text: '600 requests per minute, bursts of 100',
    value: 600,
    names: ['# requests per minute per client'],
  },
  'devices.stormCallInInterval': { text: 'every 5 minutes', value: 5, names: ['call in every #'] },
  'slo.availability': { text: '99.9 %', value: 99.9, names: ['# availability objective', '# objective'] },
  'ops.maintenanceNoticeWorkingDays': {
    text: 'five working days',
    value: 5,
    names: ["# working days' notice", '# working days ahead'],
  },
  'ops.escalationMinutes': { text: '15 minutes', value: 15, names: ['secondary after #'] },
} as const satisfies Record<string, ContentFact>;

export type StaffFactId = keyof typeof staffContentFacts;

export function isStaffFactId(id: string): id is StaffFactId {
  return Object.hasOwn(staffContentFacts, id);
}

/** The fact as a staff page writes it; throws for an id no staff fact has, so a mistyped id stops the build. */
export function staffFactText(id: string): string {
  if (!isStaffFactId(id)) throw new Error(`<StaffFact id="${id}"> names no fact of contract/staffContentFacts.ts`);
  return staffContentFacts[id].text;
}
