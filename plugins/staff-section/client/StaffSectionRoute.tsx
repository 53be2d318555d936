/**
 * The staff section's place in the site's route table (../splitGenerated.cjs). On a page the server sent as a staff
 * page its routes are loaded before the page is drawn (./preload.ts), and it draws them. Without them, a reader who
 * reaches the section from another page, by a link or the history, loads the page from the server: staff get it,
 * anyone else the server's 401 or 403.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import { loadedStaffRoutes } from './staffRoutes';

function LoadFromServer(): null {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

export default function StaffSectionRoute(): ReactNode {
  const staffRoutes = loadedStaffRoutes();
  return staffRoutes ? renderRoutes(staffRoutes) : <LoadFromServer />;
}
