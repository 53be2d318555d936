/**
 * Docusaurus's `preload` (@docusaurus/core/lib/client/preload.js), which loads a page's code before the page is
 * shown, for the site whose staff section is a chunk of its own (../index.ts). On a page the server sent as a staff
 * page it first loads the section's routes, under the section's address (./staffRoutes.ts); then, as Docusaurus's
 * does, it loads every component of the routes the path matches, in the section's routes for a staff path once they
 * are loaded.
 */
import routes from '@generated/routes';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { isInStaffSection } from '@site/contract/audience';
import { readablePath } from '@site/contract/urlPath';
import { loadStaffRoutes, loadedStaffRoutes } from './staffRoutes';

const isStaffPath = (pathname: string) => isInStaffSection(readablePath(pathname));

/**
 * Whether the server sent this document as a staff page, read once as main.js starts: by the time the router asks for
 * a path, the history already holds the path a link or a script moved to, so the current address cannot tell.
 */
const sentAsStaffPage = isStaffPath(window.location.pathname);

export default async function preload(pathname: string): Promise<unknown[]> {
  // Only a staff page the server sent loads the section's routes; a move from any other page into the section loads
  // its page from the server (./StaffSectionRoute.tsx), which refuses anyone but staff.
  if (sentAsStaffPage && isStaffPath(pathname)) await loadStaffRoutes();
  const staffRoutes = loadedStaffRoutes();
  const table: RouteConfig[] = staffRoutes && isStaffPath(pathname) ? staffRoutes : routes;
  const matches = [...new Set([pathname, readablePath(pathname)])].flatMap((path) => matchRoutes(table, path));
  return Promise.all(
    matches.map((match) => (match.route.component as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );
}
