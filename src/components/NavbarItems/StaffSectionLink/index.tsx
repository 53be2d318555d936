import React, { type ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { isStaff, useSession } from '@site/src/auth/useSession';

interface Props {
  label: string;
  to: string;
  mobile?: boolean;
  position?: 'left' | 'right';
}

/**
 * The "Internal" navbar item: rendered only once the server confirms the reader is staff.
 * It exists only in the staff build; the server never sends that build to anyone else.
 */
export default function StaffSectionLink(props: Props): ReactNode {
  const session = useSession();
  if (!isStaff(session)) return null;
  return <DefaultNavbarItem {...props} />;
}
