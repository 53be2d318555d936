// Wrapped so a staff page's breadcrumb starts with "Internal" (it started with "Tideline", the same word as the public section), and the home page, which opens with its own hero, has none.
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import { useOnHomePage } from '@site/src/components/HomeHero/onHomePage';
import StaffBreadcrumbs from '@site/src/components/StaffBreadcrumbs';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const onStaffPage = useOnStaffPage();
  const onHomePage = useOnHomePage();
  if (onHomePage) return null;
  return onStaffPage ? <StaffBreadcrumbs /> : <DocBreadcrumbs />;
}
