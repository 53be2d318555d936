/**
 * A sign-in link signs in only the browser that asked for it, unless the reader confirms (login CSRF, review finding
 * F10). Without this, someone could ask for a link to their own account and get a victim to open it: the victim's
 * browser would be signed in to the sender's account, and whatever the victim then added (a passkey, feedback)
 * would be the sender's.
 *
 * - Asking for a link (e-mail or SMS) gives the browser a random binding cookie (HttpOnly, SameSite=Lax) if it has
 *   none; the site's route passes its hash to Better Auth in `linkBindingHeader` (a client's own header of that name
 *   is dropped), and the link's token is stored with that hash (`bindLink`).
 * - Opening the link in that browser signs in as before. In any other browser (no cookie, another cookie, or a mail
 *   scanner fetching the link) nothing is spent: the e-mailed link's GET is sent on to the link page with the link in
 *   the fragment, and the SMS link's POST is refused with LINK_NOT_CONFIRMED. The link page then asks the reader
 *   "Sign in as m•••@example.com?"; only their POST with `confirmed: true` to `linkConfirmationPath` (same-origin, as
 *   every sign-in POST) hands the link to this browser, which then opens it as the browser that asked.
 */
import { stringField } from './stringField.js';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import {
  betterAuthPaths,
  emailLinkParameter,
  linkConfirmationPath,
  signInLifetimeMinutes,
  signInLinkKinds,
  signInPaths,
  type SignInLinkKind,
} from '../../contract/signIn.js';

/** The hash of the asking browser's binding cookie, set by the site's route (./routes.ts), never by the client. */
export const linkBindingHeader = 'x-tideline-link-binding';

/** The cookie's name; over HTTPS with the `__Host-` prefix, so no sibling subdomain can plant one. */
export function linkBindingCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}tideline-docs.link-binding`;
}

/** How long a browser keeps its binding: links asked for within it need no confirmation there. */
export const linkBindingCookieDays = 30;

export const newLinkBinding = (): string => randomBytes(32).toString('base64url');

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** What the header carries: the cookie's hash, so the stored binding is no cookie anyone could replay. */
export const linkBindingOf = (cookie: string): string => sha256(cookie);

const bindingIdentifier = (token: string) => `sign-in-link-binding:${sha256(token)}`;

/** Where each kind of link keeps its token: Better Auth's magic-link plugin (storeToken 'hashed'), ./smsSignIn.ts. */
const linkIdentifiers: Record<SignInLinkKind, (token: string) => string> = {
  email_link: (token) => `magic-link:${sha256(token)}`,
  sms_link: (token) => `sms-link-${sha256(token)}`,
};

export const linkBindingMessages = {
  notConfirmed: 'This sign-in link was opened in a browser that did not ask for it. Confirm the account to sign in.',
  spent: 'This sign-in link has already been used or has expired. Go back to the sign-in form and ask for a new one.',
  noCookie:
    'This browser did not keep the sign-in cookie. Allow cookies for this site, then open the sign-in link again.',
} as const;

type LinkContext = Pick<GenericEndpointContext, 'context' | 'request'>;

const presentedBinding = (ctx: LinkContext) => ctx.request?.headers.get(linkBindingHeader) ?? undefined;

/** Stores the asking browser's binding with a link's token; a request without one leaves the link unbound. */
export async function bindLink(ctx: LinkContext, token: string): Promise<void> {
  const binding = presentedBinding(ctx);
  if (!binding) return;
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: bindingIdentifier(token),
    value: binding,
    expiresAt: new Date(Date.now() + signInLifetimeMinutes * 60 * 1000),
  });
}

/** Whether the link with `token` was asked for (or confirmed) by the browser making this request. */
export async function isLinkBoundHere(ctx: LinkContext, token: string): Promise<boolean> {
  const binding = presentedBinding(ctx);
  if (!binding) return false;
  const stored = await ctx.context.internalAdapter.findVerificationValue(bindingIdentifier(token));
  if (!stored || stored.expiresAt.getTime() <= Date.now() || stored.value.length !== binding.length) return false;
  return timingSafeEqual(Buffer.from(stored.value), Buffer.from(binding));
}

export const forgetLinkBinding = (ctx: LinkContext, token: string) =>
  ctx.context.internalAdapter.deleteVerificationByIdentifier(bindingIdentifier(token));

/** The handle a pending link signs in to, or undefined when the link is spent, expired or unknown. */
async function handleOfLink(ctx: LinkContext, kind: SignInLinkKind, token: string) {
  const pending = await ctx.context.internalAdapter.findVerificationValue(linkIdentifiers[kind](token));
  if (!pending || pending.expiresAt.getTime() <= Date.now()) return undefined;
  if (kind === 'sms_link') return pending.value;
  try {
    const email = (JSON.parse(pending.value) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

export function linkBinding() {
  return {
    id: 'link-binding',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === betterAuthPaths.emailLink.verify,
          handler: createAuthMiddleware(async (ctx) => {
            const token = stringField(ctx.query, 'token');
            if (!token || !ctx.request || (await isLinkBoundHere(ctx, token))) return;
            // Not this browser's link: nothing is spent; the link page asks the reader first.
            const link = new URL(ctx.request.url);
            throw ctx.redirect(
              `${signInPaths.linkLanding}#${emailLinkParameter}=${encodeURIComponent(link.pathname + link.search)}`,
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === betterAuthPaths.emailLink.verify,
          handler: createAuthMiddleware(async (ctx) => {
            const token = stringField(ctx.query, 'token');
            if (token) await forgetLinkBinding(ctx, token);
          }),
        },
      ],
    },
    endpoints: {
      confirmSignInLink: createAuthEndpoint(
        linkConfirmationPath,
        {
          method: 'POST',
          body: z.object({
            kind: z.enum(signInLinkKinds),
            token: z.string().min(1).max(200),
            confirmed: z.boolean().optional(),
          }),
        },
        async (ctx) => {
          const { kind, token, confirmed } = ctx.body;
          const handle = await handleOfLink(ctx, kind, token);
          if (!handle) throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: linkBindingMessages.spent });
          // In full: whoever holds the link can sign in as this account anyway, and a masked one (a•••@gmail.com) could
          // be an attacker's look-alike of the reader's own address, which is what the reader is asked to recognise.
          if (!confirmed) return ctx.json({ account: handle });
          const binding = presentedBinding(ctx);
          if (!binding)
            throw new APIError('BAD_REQUEST', { code: 'LINK_BINDING_MISSING', message: linkBindingMessages.noCookie });
          await forgetLinkBinding(ctx, token);
          await bindLink(ctx, token);
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
