/**
 * The last page of single sign-on in a popup. Better Auth sends the popup here once the provider's
 * callback has set the session cookie (or with `?error=` when it failed). The page tells the window that
 * opened it, on this origin only, and closes, so the popup never loads the site itself. Opened on its own,
 * it says the reader is signed in, in the login form's success wording.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { popupCallbackPath, popupMessageType } from '../../contract/singleSignOnPopup.js';

export interface PopupCallbackDependencies {
  /** Sets the CSP for a response, allowing the one script carrying this nonce. */
  setSecurityPolicy: (reply: FastifyReply, nonce?: string) => void;
}

export function popupCallbackPage(nonce: string): string {
  const messageType = JSON.stringify(popupMessageType);
  const script = [
    'const error = new URLSearchParams(location.search).get("error");',
    `const message = error ? { type: ${messageType}, outcome: "failed", error } : { type: ${messageType}, outcome: "signed-in" };`,
    'if (window.opener) { window.opener.postMessage(message, location.origin); window.close(); }',
    'else if (error) {',
    '  document.querySelector("h1").textContent = "Signing in did not finish";',
    '  document.querySelector("p").textContent = "Close this page and try again.";',
    '}',
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Tideline Docs sign-in</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 2rem 1rem">
<h1 style="font-size: 1.25rem">You are now authenticated!</h1>
<p>You can now close this page.</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
}

export async function popupCallbackRoutes(app: FastifyInstance, deps: PopupCallbackDependencies): Promise<void> {
  app.get(popupCallbackPath, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    deps.setSecurityPolicy(reply, nonce);
    return (
      reply
        // The site's own opener policy would put this page in a new browsing context group, arriving from the
        // provider's origin, and cut it off from its opener. The page holds nothing worth isolating.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(popupCallbackPage(nonce))
    );
  });
}
