/**
 * The sections this reader can narrow a search to (contract/searchSections.ts): Internal only for staff, whose browser
 * merges the staff index into the public one.
 */
import { searchSections, type SearchSection } from '@site/contract/searchSections';
import { isStaff, useSession } from '@site/src/auth/useSession';

export function useSearchSections(): readonly SearchSection[] {
  const staff = isStaff(useSession());
  return staff ? searchSections : searchSections.filter((section) => !section.staffOnly);
}
