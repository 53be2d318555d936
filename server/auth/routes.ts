/**
 * Mounts Better Auth's handler under /api/auth, translating between Fastify and the Fetch API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authBasePath, clientAddressHeader, type Auth } from './auth.js';
import { fromNodeHeaders } from 'better-auth/node';
import { mailNotSentCode, mailNotSentMessage, mailWasNotSent } from './mailDelivery.js';
import { storeBusyMessage, storeUnavailableMessage } from './storeOutage.js';
import { isLockWaitExceeded } from '../store/sqliteFile.js';
import { safeReturnPath } from '../../contract/returnTarget.js';
import type { AuthErrorBody } from '../../contract/apiError.js';
import {
  betterAuthPaths,
  linkConfirmationPath,
  signInCodeAttempts,
  signInPaths,
  singleSignOnCallbackPath,
  smsLinkPaths,
} from '../../contract/signIn.js';
import { isSiteEndpoint } from './siteEndpoints.js';
import { addressTooLongMessage, isAddressTooLong } from './addressLength.js';
import { isCrossOriginBrowserRequest } from '../api/sameOriginGuard.js';
import {
  linkBindingCookieDays,
  linkBindingCookieName,
  linkBindingHeader,
  linkBindingOf,
  newLinkBinding,
} from './linkBinding.js';

/** Where Better Auth sends the browser after a sign-in, in a body or a query (a sign-in link carries them). */
const returnTargetFields = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * The same rule as the browser's: every return target becomes a path on this site before Better Auth sees
 * it, so a crafted request or a tampered link cannot send anyone elsewhere after signing in.
 */
export function withSafeReturnTargets(url: URL, body: unknown, origin: string): { url: URL; body: unknown } {
  const safeUrl = new URL(url);
  for (const field of returnTargetFields) {
    const value = safeUrl.searchParams.get(field);
    if (value !== null) safeUrl.searchParams.set(field, safeReturnPath(value, origin));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { url: safeUrl, body };
  const safeBody: Record<string, unknown> = { ...body };
  for (const field of returnTargetFields) {
    if (field in safeBody && safeBody[field] !== undefined) safeBody[field] = safeReturnPath(safeBody[field], origin);
  }
  return { url: safeUrl, body: safeBody };
}

/** Better Auth describes a malformed body in its schema's words (`[body] Invalid input: expected object…`). */
export const invalidInputMessage = 'Some of what was sent is missing or not valid. Check the form and try again.';

/** Better Auth's e-mail code plugin says only "Too many attempts"; the SMS code says what to do next, and so does this. */
export const emailCodeLockedMessage = `Too many attempts: ${signInCodeAttempts} wrong codes. Ask for a new code.`;

/** Better Auth's messages that a reader would not understand or could not act on, by error code. */
const readableMessages: Record<string, string> = {
  VALIDATION_ERROR: invalidInputMessage,
  TOO_MANY_ATTEMPTS: emailCodeLockedMessage,
};

async function withReadableMessage(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { code?: unknown };
    const readable = typeof body.code === 'string' ? readableMessages[body.code] : undefined;
    return readable ? { ...body, message: readable } : body;
  } catch {
    return text;
  }
}

/** Requests that give the browser a link binding when it has none (./linkBinding.ts): asking for a link, confirming one. */
const bindingPaths = new Set<string>([betterAuthPaths.emailLink.send, smsLinkPaths.send, linkConfirmationPath]);

/** The value of cookie `name` in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * An e-mailed link that cannot sign in (expired, already used, cut short) must lead to the link page, which says why.
 * Better Auth sends it to the link's `errorCallbackURL`, else to its return target with only `?error=…` added, which no
 * page there reads: the reader landed where they asked to go, still signed out, with no word of what happened. The
 * site's own form names the link page; a request that names no error page (a script, another client) gets it too, and
 * so does a link opened without one (cut short by a mail client wrapping a long address).
 */
function withLinkErrorPage(url: URL, body: unknown): { url: URL; body: unknown } {
  if (
    url.pathname === `${authBasePath}${betterAuthPaths.emailLink.verify}` &&
    !url.searchParams.has('errorCallbackURL')
  ) {
    const withErrorPage = new URL(url);
    withErrorPage.searchParams.set('errorCallbackURL', signInPaths.linkLanding);
    return { url: withErrorPage, body };
  }
  const asksForLink = url.pathname === `${authBasePath}${betterAuthPaths.emailLink.send}`;
  if (!asksForLink || typeof body !== 'object' || body === null || 'errorCallbackURL' in body) return { url, body };
  return { url, body: { ...body, errorCallbackURL: signInPaths.linkLanding } };
}

function toFetchRequest(request: FastifyRequest, origin: string, linkBinding: string | undefined): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // A POST without a body reaches Better Auth as an empty JSON object: some of its plugins' hooks read body
  // fields before validating and would fail with a 500 on an absent body.
  const safe = withSafeReturnTargets(new URL(request.url, origin), request.body ?? {}, origin);
  const { url, body } = withLinkErrorPage(safe.url, safe.body);
  const headers = fromNodeHeaders(request.headers);
  if (hasBody && request.body === undefined) headers.set('content-type', 'application/json');
  // Rate limits count per client. Fastify knows the client's address (through trusted proxies only when
  // TRUST_PROXY is on); a value the client sent under the same name is replaced, never trusted.
  headers.set(clientAddressHeader, request.ip);
  // Which browser asks, for sign-in links: from the site's own cookie only, never a header the client sent.
  headers.delete(linkBindingHeader);
  if (linkBinding) headers.set(linkBindingHeader, linkBindingOf(linkBinding));
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

function isBodyObject(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body));
}

export interface AuthRouteDependencies {
  auth: Auth;
  origin: string;
  isStoreReachable: () => Promise<boolean>;
  /** The configured single sign-on provider's id, whose callback is forwarded; undefined without single sign-on. */
  singleSignOnProviderId: string | undefined;
  /** The site's origins: a sign-in POST a browser sends from any other is refused. */
  siteOrigins: readonly string[];
  /** HTTPS: cookies are Secure and `__Host-`. */
  secure: boolean;
}

function notFound(reply: FastifyReply, method: string) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send({
      code: 'NOT_FOUND',
      message: `No sign-in action answers ${method} at this address.`,
    } satisfies AuthErrorBody);
}

export async function authRoutes(
  app: FastifyInstance,
  { auth, origin, isStoreReachable, singleSignOnProviderId, siteOrigins, secure }: AuthRouteDependencies,
): Promise<void> {
  const bindingCookie = linkBindingCookieName(secure);
  const isSingleSignOnCallback = (action: string) =>
    singleSignOnProviderId !== undefined && action === singleSignOnCallbackPath(singleSignOnProviderId);
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    async handler(request, reply) {
      const action = request.url.slice(authBasePath.length).split('?', 1)[0] ?? '';
      if (!isSiteEndpoint(request.method, action, singleSignOnProviderId)) return notFound(reply, request.method);
      // Mail scanners and link previewers ask with HEAD before (or instead of) opening a link; run as the GET, it would
      // spend the reader's sign-in link. A HEAD is answered here and never reaches Better Auth.
      if (request.method === 'HEAD')
        return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send();
      // Every sign-in endpoint takes a JSON object; Better Auth's plugin hooks read fields of the body before
      // validating it and fail with a 500 on a string, number or list.
      if (!isBodyObject(request.body)) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ code: 'VALIDATION_ERROR', message: invalidInputMessage } satisfies AuthErrorBody);
      }
      // Signing in from another site's page is login CSRF: a browser's sign-in POST must come from the site's own
      // pages (the provider's form post back from single sign-on excepted).
      if (
        request.method === 'POST' &&
        !isSingleSignOnCallback(action) &&
        isCrossOriginBrowserRequest(request.headers, siteOrigins)
      ) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({
            code: 'CROSS_SITE_REQUEST',
            message: 'This sign-in request came from another site; sign in on this site’s own pages.',
          } satisfies AuthErrorBody);
      }
      // Checked above to be an object, or absent.
      const email = (request.body as Record<string, unknown> | undefined)?.email;
      if (typeof email === 'string' && isAddressTooLong(email)) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ code: 'INVALID_EMAIL', message: addressTooLongMessage } satisfies AuthErrorBody);
      }
      let linkBinding = cookieValue(request.headers.cookie, bindingCookie);
      const ownCookies: string[] = [];
      if (!linkBinding && bindingPaths.has(action)) {
        linkBinding = newLinkBinding();
        ownCookies.push(
          `${bindingCookie}=${linkBinding}; Path=/; Max-Age=${linkBindingCookieDays * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        );
      }
      const fetchRequest = toFetchRequest(request, origin, linkBinding);
      // Answered in Better Auth's own shape ({ code, message }), which the sign-in form shows.
      const unavailable = (code: string, message: string) =>
        reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ code, message } satisfies AuthErrorBody);
      const storeDown = () => unavailable('STORE_UNAVAILABLE', storeUnavailableMessage);
      let response: Response;
      try {
        response = await auth.handler(fetchRequest);
      } catch (error) {
        if (isLockWaitExceeded(error)) {
          request.log.warn({ err: error }, 'another program held the identity store’s write lock past the wait');
          return unavailable('STORE_BUSY', storeBusyMessage);
        }
        if (await isStoreReachable()) throw error;
        request.log.warn({ err: error }, 'the identity store cannot be reached');
        return storeDown();
      }
      if (mailWasNotSent(fetchRequest)) return unavailable(mailNotSentCode, mailNotSentMessage);
      // Better Auth turns some store failures into a 500 answer of its own (reading the session does).
      if (response.status >= 500 && !(await isStoreReachable())) {
        request.log.warn({ status: response.status }, 'the identity store cannot be reached');
        return storeDown();
      }
      // The e-mailed link is opened in a browser tab: a refusal for too many sign-ins goes to the link page, which
      // says to wait, rather than showing the tab Better Auth's JSON.
      if (response.status === 429 && action === betterAuthPaths.emailLink.verify) {
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${signInPaths.linkLanding}?error=too_many_requests`, 302);
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = [...ownCookies, ...response.headers.getSetCookie()];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      // A provider's redirect back passes through here on its way to the single sign-on popup's landing page
      // (./popupCallback.ts). Browsers apply the opener policy of every redirect, so the site's own would
      // cut the popup off from the page that opened it.
      if (isSingleSignOnCallback(action)) {
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
      // The SMS code's own lockout (./smsSignIn.ts) already says what to do and is not Better Auth's 403.
      const isBetterAuthRefusal =
        response.status === 400 || (response.status === 403 && action === betterAuthPaths.emailCode.verify);
      if (isBetterAuthRefusal && response.headers.get('content-type')?.includes('application/json')) {
        return reply.send(await withReadableMessage(response));
      }
      // Better Auth answers an unknown action, or a known one with the wrong method, with an empty 404.
      if (response.status === 404 && !response.body) return notFound(reply, request.method);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
