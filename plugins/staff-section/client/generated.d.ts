/** The staff section's part of the route table (../splitGenerated.cjs), asked for with the staff query. */
declare module '@generated/routes.js?staff-section' {
  import type { RouteConfig } from 'react-router-config';

  const staffRoutes: RouteConfig[];
  export default staffRoutes;
}
