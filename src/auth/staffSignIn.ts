/** The staff site's sign-in page (STAFF_SITE_URL), returning to the same page there after sign-in; the sign-in page keeps the fragment. */
export function staffSignInUrl(staffSiteUrl: string, page: { pathname: string; search: string; hash: string }): string {
  return `${staffSiteUrl}/sign-in?returnTo=${encodeURIComponent(page.pathname + page.search)}${page.hash}`;
}
