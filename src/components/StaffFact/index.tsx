/**
 * A shared figure that only staff pages state, written from contract/staffContentFacts.ts:
 * `<StaffFact id="ops.escalationMinutes" />` reads "15 minutes". Only staff pages import it, so those figures stay out
 * of the public build; public figures use ../Fact.
 */
import type { ReactNode } from 'react';
import { staffFactText } from '@site/contract/staffContentFacts';

export default function StaffFact({ id }: { id: string }): ReactNode {
  return staffFactText(id);
}
