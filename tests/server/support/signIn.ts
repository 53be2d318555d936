/**
 * Signing in to an in-process site through the real e-mail-code endpoints and the real outbox: the session comes back
 * as the Cookie header a browser would send.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { LightMyRequestResponse } from 'fastify';
import { betterAuthPaths, signInPaths } from '../../../config/signIn.js';
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
export function postFromSite(site: InProcessSite, url: string, payload: unknown, { remoteAddress = '127.0.0.1', cookie = '' } = {}) {
  return site.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

export const requestEmailCode = (site: InProcessSite, email: string, remoteAddress?: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.emailCode.send}`, { email, type: 'sign-in' }, { remoteAddress });

export const enterEmailCode = (site: InProcessSite, email: string, otp: string, remoteAddress?: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.emailCode.verify}`, { email, otp }, { remoteAddress });

/** The 6-digit code of the newest message to `email` in the site's outbox. */
export async function newestCodeFor(site: InProcessSite, email: string): Promise<string> {
  const outbox = site.config.mail.outboxDir;
  // The outbox names files by time, so the newest sorts last; only the newest few are parsed.
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const recipients = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) => group.value);
    if (!recipients.some((recipient) => recipient.address?.toLowerCase() === email.toLowerCase())) continue;
    const code = /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`No sign-in code for ${email} in ${outbox}.`);
}

/** Signs `email` in with an e-mailed code; returns the session's Cookie header. */
export async function signIn(site: InProcessSite, email: string): Promise<string> {
  const sent = await requestEmailCode(site, email);
  if (sent.statusCode !== 200) throw new Error(`Sending the code failed: ${sent.statusCode} ${sent.body}`);
  const signedIn = await enterEmailCode(site, email, await newestCodeFor(site, email));
  if (signedIn.statusCode !== 200) throw new Error(`Signing in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = cookieHeaderOf(signedIn);
  if (!cookie.includes('session_token=')) throw new Error('Signing in set no session cookie.');
  return cookie;
}
