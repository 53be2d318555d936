/**
 * Who may read what. The server routes by path: the staff section's address, in any letter case, is the staff
 * section's build's (`build/staff`) and staff's alone; every other path is the public build's, the same for every
 * reader. Pure decisions; the route handler acts on them.
 */
import { staffSection, type Audience } from '../../contract/audience.js';
import { signInPaths } from '../../contract/signIn.js';
import { foldLetterCase } from '../../contract/pageAddresses.js';
import { llmsPaths } from '../../contract/pageMarkdown.js';

export type { Audience };

export interface ViewerStatus {
  signedIn: boolean;
  staff: boolean;
}

/** A refusal: 401 for someone not signed in, 403 for a signed-in reader who is not staff. */
export type Refusal = { kind: 'signInRequired' } | { kind: 'forbidden' };

export type Gate = { kind: 'serve'; audience: Audience } | Refusal;

const staffBase = foldLetterCase(`/${staffSection.routeBasePath}`);

/**
 * True for the staff section's base path and everything beneath it, in any letter case: the server redirects a case
 * variant to the page it names, so `/INTERNAL DOCUMENTATION/x` must be refused exactly as `/Internal Documentation/x` is.
 */
export function isStaffSectionPath(decodedPath: string): boolean {
  const folded = foldLetterCase(decodedPath);
  return folded === staffBase || folded.startsWith(`${staffBase}/`);
}

/**
 * True for the staff section's own address with nothing beneath it (`/Internal Documentation`, with or without a
 * slash after it), in any letter case: it has no page, and a reader who types it means the section's first page.
 */
export function isStaffSectionBase(decodedPath: string): boolean {
  const folded = foldLetterCase(decodedPath);
  return folded === staffBase || folded === `${staffBase}/`;
}

/**
 * Paths a signed-out reader may fetch even when sign-in is forced: the sign-in pages and the files they load
 * (`signInAssets`, listed at build time by plugins/sign-in-assets). Any other file, an asset of another page
 * included, needs a session: a page's compiled text lives in its scripts.
 */
export function isSignInResource(decodedPath: string, signInAssets: ReadonlySet<string>): boolean {
  const page = signInPaths.page;
  return decodedPath === page || decodedPath.startsWith(`${page}/`) || signInAssets.has(decodedPath);
}

/** What a non-staff viewer gets where only staff may read. */
function denial(viewer: ViewerStatus): Refusal {
  return viewer.signedIn ? { kind: 'forbidden' } : { kind: 'signInRequired' };
}

/** Whether sign-in is forced for every page, and what the sign-in page may load without a session then. */
export interface ForcedSignIn {
  forceLogin: boolean;
  signInAssets: ReadonlySet<string>;
}

/**
 * Whether the answer at a path depends on who asks, so the session must be read: the staff section, every path under
 * FORCE_LOGIN, and the lists of pages an assistant reads (llms.txt), which list the staff section for staff. Every
 * other answer is the public build's, byte for byte the same for every reader.
 */
export function readsSession(decodedPath: string, forceLogin: boolean): boolean {
  return forceLogin || isStaffSectionPath(decodedPath) || isAudienceList(decodedPath);
}

/** llms.txt and llms-full.txt: the public build's for everyone, both builds' for staff. */
export function isAudienceList(decodedPath: string): boolean {
  return decodedPath === llmsPaths.index || decodedPath === llmsPaths.full;
}

/** The decision made before looking at the builds' files: which build answers, or why nobody does. */
export function gateRequest(
  decodedPath: string,
  viewer: ViewerStatus,
  { forceLogin, signInAssets }: ForcedSignIn,
): Gate {
  if (isStaffSectionPath(decodedPath)) return viewer.staff ? { kind: 'serve', audience: 'staff' } : denial(viewer);
  if (forceLogin && !viewer.signedIn && !isSignInResource(decodedPath, signInAssets)) return { kind: 'signInRequired' };
  return { kind: 'serve', audience: 'public' };
}
