/**
 * The 401 and 403 pages. They are the public build's own sign-in page, so they look like the rest of the
 * site and hold nothing of the staff section. A small script first rewrites the address to the sign-in
 * page's route (keeping where to return), so the page hydrates as itself.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signInPaths } from '../../contract/signIn.js';

const signInPagePath = signInPaths.page;

export interface GatePage {
  html: string;
  nonce: string;
}

export async function loadSignInTemplate(publicBuildDir: string): Promise<string> {
  return readFile(path.join(publicBuildDir, 'sign-in', 'index.html'), 'utf8');
}

export function signInAddress(returnTo: string, denied: boolean): string {
  const query = new URLSearchParams({ returnTo });
  if (denied) query.set('denied', '1');
  return `${signInPagePath}?${query.toString()}`;
}

export function renderGatePage(template: string, returnTo: string, denied: boolean): GatePage {
  const nonce = randomBytes(16).toString('base64');
  // JSON.stringify plus escaping "<" keeps the address from closing the script element.
  const address = JSON.stringify(signInAddress(returnTo, denied)).replace(/</g, '\\u003c');
  // The fragment never reaches the server, so the script carries it over from the address bar.
  const script = `<script nonce="${nonce}">history.replaceState(null,"",${address}+location.hash)</script>`;
  return { html: template.replace(/<head([^>]*)>/, `<head$1>${script}`), nonce };
}
