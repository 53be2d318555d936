/**
 * JSON request bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), no NUL
 * character or half surrogate pair in any string or key (./unstorableText.ts), plus a limit on nesting. No request of this site nests deeper
 * than a few levels, but 64 KiB of `{"a":` opens twelve thousand objects, and copying such a body (the sign-in routes
 * re-serialise it for Better Auth) overflowed the stack: a 500. Refused here, it is a 400 like any other body the server cannot read.
 */
import type { FastifyInstance } from 'fastify';
import { holdsLoneSurrogate, holdsNulCharacter, loneSurrogateMessage, nulCharacterMessage } from './unstorableText.js';

/** The deepest a body may nest: far beyond any request the site's pages or an MCP client send. */
const maxJsonDepth = 32;

class TooDeepError extends Error {
  override name = 'TooDeepError';
  readonly statusCode = 400;
  constructor() {
    super(`The JSON body nests deeper than ${maxJsonDepth} levels.`);
  }
}

/** Whether `value` holds objects or arrays more than `limit` levels deep; walks without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

class UnstorableTextError extends Error {
  override name = 'UnstorableTextError';
  readonly statusCode = 400;
}

/**
 * Why a parsed JSON value cannot be taken (nested too deep, or holding text no field can store), or undefined when it
 * can. Every JSON a request carries passes here, the beacons' text/plain bodies too (../events/routes.ts).
 */
export function jsonValueRefusal(value: unknown): Error | undefined {
  if (nestsDeeperThan(value, maxJsonDepth)) return new TooDeepError();
  if (holdsNulCharacter(value)) return new UnstorableTextError(nulCharacterMessage);
  if (holdsLoneSurrogate(value)) return new UnstorableTextError(loneSurrogateMessage);
  return undefined;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // `parseAs: 'string'` hands over a string; Fastify's types allow a Buffer for every parser.
    parseJson(request, String(body), (error, value) => {
      const refusal = error ?? jsonValueRefusal(value);
      if (refusal) done(refusal, undefined);
      else done(null, value);
    });
  });
}
