/**
 * Signing in to an in-process site through the real e-mail-code endpoints and the real outbox: the session comes back
 * as the Cookie header a browser would send.
 */
import type { LightMyRequestResponse } from 'fastify';
import { betterAuthPaths, signInPaths } from '../../../contract/signIn.js';
import { asksForLinkFirst, codeIn, linkIn, readMailbox, type ReceivedMail } from '../../e2e/support/mailbox.js';
import type { InProcessSite } from './inProcessSite.js';

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeaderOf(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return cookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

/** A JSON POST from the site's own pages (the Origin the same-origin guard expects), from `remoteAddress`. */
export function postFromSite(
  site: InProcessSite,
  url: string,
  payload: unknown,
  { remoteAddress = '127.0.0.1', cookie = '' } = {},
) {
  return site.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

export const requestEmailCode = (site: InProcessSite, email: string, remoteAddress?: string) =>
  postFromSite(
    site,
    `${signInPaths.auth}${betterAuthPaths.emailCode.send}`,
    { email, type: 'sign-in' },
    { remoteAddress },
  );

export const enterEmailCode = (site: InProcessSite, email: string, otp: string, remoteAddress?: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.emailCode.verify}`, { email, otp }, { remoteAddress });

/** The newest message to `email` in the site's outbox that `pick` finds something in, and what it found. */
async function newestInOutbox(
  site: InProcessSite,
  email: string,
  pick: (mail: ReceivedMail) => string | undefined,
): Promise<string | undefined> {
  const mail = await readMailbox(site.config.mail.outboxDir);
  return mail
    .filter((message) => message.to.includes(email.toLowerCase()))
    .map(pick)
    .filter((found) => found !== undefined)
    .at(-1);
}

/** The 6-digit code of the newest message to `email` in the site's outbox. */
export async function newestCodeFor(site: InProcessSite, email: string): Promise<string> {
  const code = await newestInOutbox(site, email, codeIn);
  if (!code) throw new Error(`No sign-in code for ${email} in ${site.config.mail.outboxDir}.`);
  return code;
}

/** The e-mailed sign-in link newest in the outbox for `email`. */
export async function newestLinkFor(site: InProcessSite, email: string): Promise<string> {
  const link = await newestInOutbox(site, email, linkIn);
  if (!link) throw new Error(`No sign-in link for ${email} in ${site.config.mail.outboxDir}.`);
  return link;
}

export const requestEmailLink = (site: InProcessSite, email: string, remoteAddress?: string) =>
  postFromSite(
    site,
    `${signInPaths.auth}${betterAuthPaths.emailLink.send}`,
    { email, callbackURL: '/' },
    { remoteAddress },
  );

let clients = 0;
/**
 * A client address of its own for each sign-in: Better Auth counts requests per client address, so sign-ins from one
 * address would run into each other's limit.
 */
function nextClient(): string {
  clients += 1;
  return `10.77.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** Signs `email` in by opening the e-mailed link, as its first sign-in at a staff domain must; returns the Cookie header. */
export async function signInWithLink(site: InProcessSite, email: string): Promise<string> {
  const client = nextClient();
  const sent = await requestEmailLink(site, email, client);
  if (sent.statusCode !== 200) throw new Error(`Sending the link failed: ${sent.statusCode} ${sent.body}`);
  const link = new URL(await newestLinkFor(site, email));
  // Opened in the browser that asked for it, which holds the link binding cookie the request set.
  const opened = await site.inject({
    url: link.pathname + link.search,
    remoteAddress: client,
    headers: { cookie: cookieHeaderOf(sent) },
  });
  const cookie = cookieHeaderOf(opened);
  if (!cookie.includes('session_token='))
    throw new Error(`Opening the link set no session cookie: ${opened.statusCode} ${opened.body}`);
  return cookie;
}

/** The newest message to `email` in the site's outbox. */
export async function newestMailFor(site: InProcessSite, email: string): Promise<ReceivedMail> {
  const mail = (await readMailbox(site.config.mail.outboxDir)).filter((message) =>
    message.to.includes(email.toLowerCase()),
  );
  const newest = mail.at(-1);
  if (!newest) throw new Error(`No mail for ${email} in ${site.config.mail.outboxDir}.`);
  return newest;
}

/**
 * Signs `email` in with an e-mailed code; returns the session's Cookie header. A staff address that has no account yet
 * is sent no code (a code never opens a new staff account), so it signs in with the link first, as a new staff member
 * does.
 */
export async function signIn(site: InProcessSite, email: string): Promise<string> {
  const client = nextClient();
  const sent = await requestEmailCode(site, email, client);
  if (sent.statusCode !== 200) throw new Error(`Sending the code failed: ${sent.statusCode} ${sent.body}`);
  if (asksForLinkFirst(await newestMailFor(site, email))) {
    await signInWithLink(site, email);
    return signIn(site, email);
  }
  const signedIn = await enterEmailCode(site, email, await newestCodeFor(site, email), client);
  if (signedIn.statusCode !== 200) throw new Error(`Signing in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = cookieHeaderOf(signedIn);
  if (!cookie.includes('session_token=')) throw new Error('Signing in set no session cookie.');
  return cookie;
}
