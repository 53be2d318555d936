// Wrapped: the theme's breadcrumb starts at the home icon and names no section, so a gSharp page never said "gSharp".
import type { ReactNode } from 'react';
import Home from '@theme-original/DocBreadcrumbs/Items/Home';
import SectionBreadcrumb from '@site/src/components/SectionBreadcrumb';

export default function HomeBreadcrumbItem(): ReactNode {
  return (
    <>
      <Home />
      <SectionBreadcrumb />
    </>
  );
}
