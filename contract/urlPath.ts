/**
 * How the site reads the path of an address: a request's, a link's, a page an assistant names, a page an event is
 * about. The server's staff gate and its file lookup, the MCP endpoint, the log's masking and the browser's checks all
 * read paths through this module, so no two of them can disagree about which page an address names (a gate that reads
 * `/%49nternal%20Documentation/x` one way and a file lookup that reads it another is how a staff page would slip out).
 * Plain string work only: the browser bundle, the server and the build all import it.
 *
 * The rule, for `decodeUrlPath`:
 * - Every percent escape is decoded once, as UTF-8 (`%20` a space, `%49` an `I`). Once only: `%2520` reads as `%20`,
 *   which no page's address holds.
 * - An encoded slash `%2F` is a slash. No build has a file whose name holds one, so it can only mean a segment
 *   boundary, and reading it so keeps the gate and the file lookup on the same segments.
 * - `+` is a plus sign. Only a form-encoded query reads it as a space, and `URLSearchParams` does that.
 * - After decoding (so `%2e%2e` and `..%2F` count too), `.` segments are dropped, each `..` takes away the segment
 *   before it but never climbs above `/`, and repeated slashes are one. The path begins with one `/`; a trailing slash
 *   stays, since `/x/` names a folder and `/x` a page.
 * - A malformed escape (`%E0%A4%A`, `%zz`, a `%` with nothing after it) or a NUL byte (`%00`) makes the path bad. The
 *   result says why, with a message fit to show the reader, and still carries a reading: every well-formed escape
 *   decoded, the malformed ones and the NUL kept as written. A caller that can refuse does (the server answers 400);
 *   one that must go on (an analytics label, a check whether a link leaves its build) uses the reading.
 */

/** A path read by the site's rule: `path` always holds the best reading; `problem` says why it is not a good one. */
export type UrlPath = { ok: true; path: string } | { ok: false; path: string; problem: string };

/** Decoded text: `text` with every escape that decodes decoded, `malformed` when one did not. */
interface DecodedText {
  text: string;
  malformed: boolean;
}

/** A run of escapes (decoded together: one character may take up to four), or a `%` that starts no escape. */
const escapeOrStrayPercent = /(?:%[0-9a-f]{2})+|%/gi;
const oneEscape = /%[0-9a-f]{2}/gi;
/** The most escapes one UTF-8 character takes. */
const longestCharacter = 4;

function decodedOrUndefined(escapes: string): string | undefined {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return undefined;
  }
}

/** A run of escapes that is not UTF-8 as a whole: each character that is decoded, each stray byte kept as written. */
function decodeEscapeByEscape(run: string): string {
  const escapes = run.match(oneEscape) ?? [];
  let text = '';
  let next = 0;
  while (next < escapes.length) {
    let taken = 0;
    for (let count = Math.min(longestCharacter, escapes.length - next); count >= 1 && taken === 0; count -= 1) {
      const character = decodedOrUndefined(escapes.slice(next, next + count).join(''));
      if (character !== undefined) {
        text += character;
        taken = count;
      }
    }
    if (taken === 0) {
      text += escapes[next];
      taken = 1;
    }
    next += taken;
  }
  return text;
}

/**
 * `text` with its percent escapes decoded once, as UTF-8, `+` left a plus; a malformed escape is kept as written and
 * marks the result. For text that is not a path alone (a log line's word, a whole address); paths go through
 * `decodeUrlPath`.
 */
export function decodePercentEscapes(text: string): DecodedText {
  let malformed = false;
  const decoded = text.replace(escapeOrStrayPercent, (match) => {
    const whole = decodedOrUndefined(match);
    if (whole !== undefined) return whole;
    malformed = true;
    return match === '%' ? match : decodeEscapeByEscape(match);
  });
  return { text: decoded, malformed };
}

/** `path`'s segments with `.` dropped, `..` resolved (never above the root) and empty ones (repeated slashes) merged. */
function normalizedSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '..') kept.pop();
    else if (segment !== '.' && segment !== '') kept.push(segment);
  }
  // `/x/` names a folder and `/x` a page: a slash after the last segment stays.
  const namesFolder = kept.length > 0 && segments.at(-1) === '';
  return `/${kept.join('/')}${namesFolder ? '/' : ''}`;
}

/** Reads a URL path (no query or fragment) by the site's rule; see the module comment. */
export function decodeUrlPath(rawPath: string): UrlPath {
  const { text, malformed } = decodePercentEscapes(rawPath);
  const path = normalizedSegments(text.replaceAll('\0', '%00'));
  if (malformed)
    return { ok: false, path, problem: `The address ${JSON.stringify(rawPath)} is not valid URL encoding.` };
  if (text.includes('\0')) return { ok: false, path, problem: 'The address contains a NUL byte.' };
  return { ok: true, path };
}

/** The site path `rawPath` names, read by the site's rule, bad escapes kept as written (see `decodeUrlPath`). */
export function readablePath(rawPath: string): string {
  return decodeUrlPath(rawPath).path;
}
