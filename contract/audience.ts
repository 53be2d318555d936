/**
 * The two audiences the site is served to, and the two folders a build writes for them. The site is built once, every
 * section together; scripts/build.ts then moves the staff section's folder out of it. `build/public` is the site for
 * everyone, staff included; `build/staff` holds only the staff section: its pages, its scripts, its search index and
 * its Markdown copies, all under the one prefix the server gates, with the prefix taken off their paths. The public
 * build must never contain anything of the staff section but that address (plugins/staff-section keeps the section out
 * of every page's scripts). Plain facts only: the browser bundle imports this module.
 */
export const audiences = ['public', 'staff'] as const;
export type Audience = (typeof audiences)[number];

/** Where each section of the staff-only part of the site lives. */
export const staffSection = {
  docsPath: 'internal',
  routeBasePath: 'Internal Documentation',
  sidebarId: 'internal',
} as const;

/** The staff section's address with a slash after it: the prefix the server gates. */
export const staffSectionPrefix = `/${staffSection.routeBasePath}/`;

/** The staff section's folder in a build, as build-relative paths under it begin: its pages and its own scripts. */
export const staffSectionFolder = `${staffSection.routeBasePath}/`;

/** The staff section's first page: where its navbar item, its breadcrumb and its bare address lead. */
export const staffSectionIntro = `${staffSectionPrefix}intro`;

/**
 * Whether a decoded site path is the staff section's, spelled exactly (`/Internal Documentation/intro`, or the bare
 * `/Internal Documentation`): a file of `build/staff`. Other letter cases are the server's to refuse or redirect.
 */
export function isInStaffSection(decodedPath: string): boolean {
  return decodedPath.startsWith(staffSectionPrefix) || decodedPath === staffSectionPrefix.slice(0, -1);
}

/** The build that serves a site path spelled exactly, and the path inside that build (the staff prefix taken off). */
export function buildPathOf(sitePath: string): { audience: Audience; pathInBuild: string } {
  if (!isInStaffSection(sitePath)) return { audience: 'public', pathInBuild: sitePath };
  return { audience: 'staff', pathInBuild: `/${sitePath.slice(staffSectionPrefix.length)}` };
}

/** The builds each audience reads: everyone the public site, staff the staff section too. */
export const buildsReadBy: Readonly<Record<Audience, readonly Audience[]>> = {
  public: ['public'],
  staff: ['public', 'staff'],
};
