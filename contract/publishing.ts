/**
 * Where the public build is published decides what its "Log in" button does. On the site server it opens the sign-in
 * form. On a static host (no sign-in service) it links to the staff site, the site server at STAFF_SITE_URL, when the
 * build was given one, and is hidden otherwise. Read once by docusaurus.config.ts, handed to the browser as a custom
 * field.
 */
import * as z from 'zod';

const staffSiteUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: 'STAFF_SITE_URL must be an http:// or https:// address, such as https://docs.tideline.example',
  })
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();

export function readStaffSiteUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.STAFF_SITE_URL?.trim();
  return staffSiteUrlSchema.parse(value === '' ? undefined : value) ?? null;
}

/** The site's name, the title of every page and of llms.txt. */
export const siteTitle = 'Tideline Docs';

/** The address written into the sitemap, robots.txt and llms.txt (SITE_URL, read at build time). */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_URL ?? 'http://localhost:3000';
}
