/**
 * Which links leave the build a page belongs to. The site is two builds (contract/audience.ts): the public site, and the
 * staff overlay whose base URL is the staff section's address. Inside a build the router moves between pages; a link
 * to a page of the other build must load that page from the server (the router of one build knows none of the
 * other's pages, and the overlay's would put its base URL in front of a public page's address).
 */
import { isInStaffSection, staffSectionPrefix, type BuildPart } from '@site/contract/audience';
import { readablePath } from '@site/contract/urlPath';

/** Docusaurus's mark for "not a router link" (`pathname:///x`). */
const pathnameProtocol = 'pathname://';

/** `to` or `href` of a link, as a site path (`/x`), or undefined for a link that names no site path. */
function sitePathOf(target: string | undefined): string | undefined {
  const address = target?.startsWith(pathnameProtocol) ? target.slice(pathnameProtocol.length) : target;
  return address?.startsWith('/') && !address.startsWith('//') ? address : undefined;
}

/**
 * The address to load in full when `target` names a page of the other build than `part`; undefined when the link
 * stays with this build (or names no site path). The dev server builds every section, so nothing ever crosses there.
 */
export function crossBuildAddress(target: string | undefined, part: BuildPart): string | undefined {
  const sitePath = sitePathOf(target);
  if (sitePath === undefined || part === 'all') return undefined;
  const inStaffSection = isInStaffSection(readablePath(sitePath.split(/[?#]/)[0] ?? '/'));
  return inStaffSection === (part === 'public') ? sitePath : undefined;
}

/**
 * A link of the overlay into its own pages, spelled as its base URL is (`/Internal%20Documentation/x` ->
 * `/Internal Documentation/x`): Docusaurus's link puts the base URL in front of any address that does not already start
 * with it as written.
 */
export function withOwnPrefix(target: string, part: BuildPart): string {
  const encodedPrefix = encodeURI(staffSectionPrefix);
  return part === 'staff' && target.startsWith(encodedPrefix)
    ? `${staffSectionPrefix}${target.slice(encodedPrefix.length)}`
    : target;
}
