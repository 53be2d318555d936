/**
 * The two audiences the site is built for, and the two builds that serve them. `build/public` is the site for
 * everyone, staff included; `build/staff` is an overlay holding only the staff section, whose address is its base
 * URL, so its pages, assets and search index all sit under the one prefix the server gates. The public build must never
 * contain anything of the staff section but that address, so every build-time decision that differs between the
 * builds reads the build part (./buildPart.ts). Plain facts only: the browser bundle imports this module.
 */
export const audiences = ['public', 'staff'] as const;
export type Audience = (typeof audiences)[number];

/** What one Docusaurus run builds: one of the two builds, or (the dev server) every section in one site. */
export type BuildPart = Audience | 'all';

/** Where each section of the staff-only part of the site lives. */
export const staffSection = {
  docsPath: 'internal',
  routeBasePath: 'Internal Documentation',
  sidebarId: 'internal',
} as const;

/** The staff section's address with a slash after it: the overlay's base URL, and the prefix the server gates. */
export const staffSectionPrefix = `/${staffSection.routeBasePath}/`;

/** The staff section's first page: where its navbar item, its breadcrumb and its bare address lead. */
export const staffSectionIntro = `${staffSectionPrefix}intro`;

/**
 * Whether a decoded site path is the staff section's, spelled exactly (`/Internal Documentation/intro`, or the bare
 * `/Internal Documentation`): the overlay's pages. Other letter cases are the server's to refuse or redirect.
 */
export function isInStaffSection(decodedPath: string): boolean {
  return decodedPath.startsWith(staffSectionPrefix) || decodedPath === staffSectionPrefix.slice(0, -1);
}

/** The build that serves a site path spelled exactly, and the path inside that build (the overlay's base URL taken off). */
export function buildPathOf(sitePath: string): { audience: Audience; pathInBuild: string } {
  if (!isInStaffSection(sitePath)) return { audience: 'public', pathInBuild: sitePath };
  return { audience: 'staff', pathInBuild: `/${sitePath.slice(staffSectionPrefix.length)}` };
}

/** The builds each audience reads: everyone the public site, staff the overlay too. */
export const buildsReadBy: Readonly<Record<Audience, readonly Audience[]>> = {
  public: ['public'],
  staff: ['public', 'staff'],
};
