/**
 * Text in a request that no field of this site can store. U+0000: no address, parameter or field has a use for it, and
 * PostgreSQL's text cannot hold it (with DATABASE_URL set, a `%00` in an access token's id or a NUL inside an e-mail
 * address failed in the database with a 500). Half a UTF-16 surrogate pair (`"\ud800"` alone): JSON.parse accepts it,
 * but it is no character, and PostgreSQL's jsonb refuses the event it is stored in, so one such feedback comment made
 * every Insights report of its period a 500. Both are refused at the door instead, as a 400 saying what was wrong.
 */

export const nulCharacterMessage =
  'The request contains a NUL character (U+0000, %00), which no address or field of this site accepts.';

export const loneSurrogateMessage =
  'The request contains half of a UTF-16 surrogate pair (such as \\ud800 alone), which is not a character.';

/** Whether a raw request address (path and query) decodes to a NUL anywhere. */
export function addressHasNulCharacter(rawUrl: string): boolean {
  return /%00/i.test(rawUrl) || rawUrl.includes('\0');
}

/** Whether any string or key of a parsed JSON value passes `test`; walks without recursion, like nestsDeeperThan. */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string' && test(next)) return true;
    if (typeof next !== 'object' || next === null) continue;
    for (const [key, child] of Object.entries(next)) {
      if (test(key)) return true;
      pending.push(child);
    }
  }
  return false;
}

export const holdsNulCharacter = (value: unknown): boolean => someText(value, (text) => text.includes('\0'));

// A high surrogate not followed by a low one, or a low one not preceded by a high one (matched by code unit).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const holdsLoneSurrogate = (value: unknown): boolean => someText(value, (text) => loneSurrogate.test(text));
