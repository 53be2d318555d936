import type { ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { isStaff, useSession } from '@site/src/auth/useSession';

interface Props {
  label: string;
  to: string;
  mobile?: boolean;
  position?: 'left' | 'right';
  /** Which addresses highlight the item: every page of the staff section (docusaurus.config.ts). */
  activeBaseRegex?: string;
}

/**
 * The "Internal" navbar item: rendered only once the server confirms the reader is staff. Every page's navbar has it;
 * the public build names nothing of the staff section but this address, which only staff can open. From a page outside
 * the section it loads the staff page from the server (src/components/SiteLink).
 */
export default function StaffSectionLink(props: Props): ReactNode {
  const session = useSession();
  if (!isStaff(session)) return null;
  return <DefaultNavbarItem {...props} />;
}
