// Wrapped to load the mobile menu's code only at mobile widths, the only place the theme renders it, so a desktop's first visit never downloads it.
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

const ThemeMobileSidebar = lazy(
  () => import(/* webpackChunkName: "mobile-sidebar" */ '@theme-original/Navbar/MobileSidebar'),
);

/**
 * The theme renders the menu once the window is known to be narrow (never in the server HTML), and it then loads at
 * once, before the reader can open it; its toggle button stays in the navbar (Navbar/Content).
 */
export default function NavbarMobileSidebar(): ReactNode {
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <ThemeMobileSidebar />
    </Suspense>
  );
}
