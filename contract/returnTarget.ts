/**
 * Where a reader may be sent after signing in: a path on this site, never another site, so neither the
 * sign-in page nor the sign-in API can be used as an open redirect. The browser (the sign-in page, the
 * login dialog, the addresses it sends to the sign-in API) and the server (the 401/403 page, every
 * `callbackURL` Better Auth receives) all ask this one function.
 *
 * The value is parsed as a browser would parse it, then the result is checked, because the text is not
 * what a browser navigates to: `/.//evil.example`, `/a/..//evil.example` and `/%2e//evil.example` all
 * resolve to `//evil.example`, which a browser reads as another host.
 */
import { decodePercentEscapes } from './urlPath';

/** A host that cannot exist, to resolve relative paths against and to recognise "still this site". */
const probeOrigin = 'http://return-target.invalid';

/** Browsers drop tabs and newlines inside URLs (so `/\t/evil.example` is `//evil.example`): refuse them all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern exists to find.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** A path that a browser or a server could read as starting a host: `//x`, `/\x`. */
const hostLike = /^\/[/\\]/;

function sameSiteRelative(value: string, siteOrigin: string | undefined): string | undefined {
  if (value.startsWith('/')) return value;
  if (!siteOrigin) return undefined;
  // The server also receives absolute addresses of its own site (Better Auth's own redirects use them).
  let absolute: URL;
  try {
    absolute = new URL(value);
  } catch {
    return undefined;
  }
  if (absolute.origin !== new URL(siteOrigin).origin || absolute.username || absolute.password) return undefined;
  return `${absolute.pathname}${absolute.search}${absolute.hash}`;
}

/**
 * The path (with query and fragment) to return to, or `/` when `value` is anything but a path on this site.
 * `siteOrigin`, when given, also admits absolute addresses on that origin (returned as paths).
 * The result starts with exactly one `/`, and the function gives the same result when applied to it again.
 */
export function safeReturnPath(value: unknown, siteOrigin?: string): string {
  if (typeof value !== 'string' || controlCharacter.test(value) || value.includes('\\')) return '/';
  const relative = sameSiteRelative(value, siteOrigin);
  if (relative === undefined || hostLike.test(relative)) return '/';
  let target: URL;
  try {
    target = new URL(relative, probeOrigin);
  } catch {
    return '/';
  }
  if (target.origin !== probeOrigin) return '/';
  // Dot segments are resolved now; an encoded slash or backslash (`/%2f%2fevil.example`, `/%5cevil.example`)
  // may still be decoded by something downstream, so neither form may look like a host. Decoded, not read as a site
  // path (which would merge the slashes), and with a malformed escape elsewhere decoded all the same.
  // Decoded, a tab or a backslash is as dangerous as typed: `/%09%2Fevil.example` is `/\t/evil.example`, which a
  // browser reads as `//evil.example`.
  const decoded = decodePercentEscapes(target.pathname).text;
  if (hostLike.test(target.pathname) || hostLike.test(decoded)) return '/';
  if (controlCharacter.test(decoded) || decoded.includes('\\')) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Whether `value` is already a path on this site, exactly as given: one leading `/`, no host, no scheme, no
 * control characters. Stored paths (analytics events, feedback) are checked with this before they are
 * accepted or shown as links, so a stored `//evil.example` can never become an off-site link.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  // safeReturnPath answers `/` for everything it refuses; any other answer means the value passed its checks.
  return value === '/' || safeReturnPath(value) !== '/';
}
