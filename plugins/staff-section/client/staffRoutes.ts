/**
 * The staff section's routes (../splitGenerated.cjs), loaded from their chunk under the section's address once, on a
 * page the server sent as a staff page (./preload.ts), and drawn in their stand-in's place (./StaffSectionRoute.tsx).
 * Docusaurus draws the site's route table once, as its main.js starts, so the table itself is left as it is.
 */
import type { RouteConfig } from 'react-router-config';

let staffRoutes: RouteConfig[] | undefined;
let loading: Promise<RouteConfig[]> | undefined;

export function loadStaffRoutes(): Promise<RouteConfig[]> {
  loading ??= import(/* webpackChunkName: "staff-section" */ '@generated/routes.js?staff-section').then(
    ({ default: routes }) => {
      staffRoutes = routes;
      return routes;
    },
  );
  return loading;
}

/** The section's routes, once loaded. */
export function loadedStaffRoutes(): RouteConfig[] | undefined {
  return staffRoutes;
}
