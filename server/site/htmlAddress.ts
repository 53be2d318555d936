/**
 * `/x.html` and `/x/index.html` are other spellings of the page `/x`. They are answered with a permanent
 * redirect to `/x`, not with the page: the browser's router knows only `/x` (at `/x.html` the page fails to hydrate,
 * React error #418), and readers, crawlers and link checkers should meet one address per page.
 * deploy/nginx.conf does the same on a static host.
 */
import { pageLocation } from '../../contract/pageAddresses.js';

export interface HtmlAddress {
  /** The page's address as written, decoded (`/gSharp/Overview`, `/Tideline/Support/Logging In`). */
  pageRoute: string;
  /** That address percent-encoded, as a Location. */
  pageAddress: string;
  /** `/x/index.html` is always a page's file; `/x.html` may be a file of its own (`404.html`). */
  namesIndexFile: boolean;
}

/**
 * `/x/index.html` or `/x.html`, where `x` is a name (`/.html` and `/x/.html` name nothing). With a slash after it
 * (`/x.html/`) it is no page's address but a folder's, which no build has: the 404 page, as on nginx (./resolveFile.ts).
 */
const htmlSuffix = /^(?:(.*)\/index|(.*[^/]))\.html$/s;

/**
 * The page a decoded, normalised request path ending `.html` or `/index.html` stands for; undefined for any other
 * path, and for one whose page address a browser could read as another host (`/\evil.example/index.html`).
 */
export function htmlAddressOf(decodedPath: string): HtmlAddress | undefined {
  const match = htmlSuffix.exec(decodedPath);
  if (!match) return undefined;
  const [, indexFolder, name] = match;
  const pageRoute = indexFolder || name || '/';
  const pageAddress = pageLocation(pageRoute);
  return pageAddress === undefined ? undefined : { pageRoute, pageAddress, namesIndexFile: indexFolder !== undefined };
}
