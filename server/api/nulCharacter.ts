/**
 * U+0000 in what a request sends. No address, parameter or field of this site has a use for it, and PostgreSQL's text
 * cannot hold it: with DATABASE_URL set, a `%00` in an access token's id or a NUL inside an e-mail address reached the
 * database and failed there with a 500. Refused at the door instead, as a 400 saying what was wrong.
 */

export const nulCharacterMessage =
  'The request contains a NUL character (U+0000, %00), which no address or field of this site accepts.';

/** Whether a raw request address (path and query) decodes to a NUL anywhere. */
export function addressHasNulCharacter(rawUrl: string): boolean {
  return /%00/i.test(rawUrl) || rawUrl.includes('\0');
}

/** Whether a parsed JSON value holds a NUL in any string or key; walks without recursion, like nestsDeeperThan. */
export function holdsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string' && next.includes('\0')) return true;
    if (typeof next !== 'object' || next === null) continue;
    for (const [key, child] of Object.entries(next)) {
      if (key.includes('\0')) return true;
      pending.push(child);
    }
  }
  return false;
}
