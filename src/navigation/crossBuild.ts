/**
 * Which links leave for the staff section's build (contract/audience.ts). The browser of a page outside the section has
 * none of the section's routes (plugins/staff-section keeps them out of every page's scripts), so a link from such a
 * page into the section loads the staff page from the server, which answers staff with the page and anyone else with
 * its 401 or 403. Every other link, a staff page's to another staff page or to the rest of the site included, stays
 * with the router.
 */
import { isInStaffSection } from '@site/contract/audience';
import { readablePath } from '@site/contract/urlPath';

/** Docusaurus's mark for "not a router link" (`pathname:///x`). */
const pathnameProtocol = 'pathname://';

/** `to` or `href` of a link, as a site path (`/x`), or undefined for a link that names no site path. */
function sitePathOf(target: string | undefined): string | undefined {
  const address = target?.startsWith(pathnameProtocol) ? target.slice(pathnameProtocol.length) : target;
  return address?.startsWith('/') && !address.startsWith('//') ? address : undefined;
}

/**
 * Whether a site path is the staff section's, remembered: every link of a page asks, the sidebars' hundreds included,
 * and the answer for the same few thousand addresses is made anew for each page the build renders otherwise.
 */
const sectionAnswers = new Map<string, boolean>();
/** A bound for a browser left open for days on a site that keeps growing; the site has a few thousand addresses. */
const mostAnswersRemembered = 10_000;

function inStaffSection(sitePath: string): boolean {
  let answer = sectionAnswers.get(sitePath);
  if (answer === undefined) {
    answer = isInStaffSection(readablePath(sitePath.split(/[?#]/)[0] ?? '/'));
    if (sectionAnswers.size >= mostAnswersRemembered) sectionAnswers.clear();
    sectionAnswers.set(sitePath, answer);
  }
  return answer;
}

/**
 * The address to load in full when `target` names a staff page and the page being read (`pagePath`, its path as the
 * router has it) is not one; undefined when the link stays with the router (or names no site path).
 */
export function crossBuildAddress(target: string | undefined, pagePath: string): string | undefined {
  const sitePath = sitePathOf(target);
  if (sitePath === undefined) return undefined;
  return inStaffSection(sitePath) && !inStaffSection(pagePath) ? sitePath : undefined;
}
