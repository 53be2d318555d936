// Wrapped so a staff page's breadcrumb starts with "Internal": it started with "Tideline", the same word as the public section.
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import StaffBreadcrumbs from '@site/src/components/StaffBreadcrumbs';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return useOnStaffPage() ? <StaffBreadcrumbs /> : <DocBreadcrumbs />;
}
