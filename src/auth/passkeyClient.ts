/**
 * Better Auth's client with its passkey plugin (@better-auth/passkey/client), which runs the WebAuthn ceremonies. It
 * is a client of its own, not a plugin of the sign-in form's (./authClient.ts), because it carries the browser's
 * WebAuthn code (@simplewebauthn/browser): ./passkeys.ts imports it when a passkey is used, so opening the form does
 * not download that code.
 */
import { passkeyClient } from '@better-auth/passkey/client';
import type { BetterFetchPlugin } from '@better-fetch/fetch';
import { createAuthClient } from 'better-auth/client';
import { betterAuthPaths } from '@site/contract/signIn';
import { betterAuthOptions } from './betterAuthOptions';

/** The server's options carry no challenge to sign. */
export const missingChallengeMessage = 'no challenges in ID response';

const ceremonyOptionsPaths = [betterAuthPaths.passkey.signInOptions, betterAuthPaths.passkey.addOptions];

/**
 * Options without a challenge would fail inside the ceremony with a TypeError about reading `replace`; they become
 * a refusal that says what is missing.
 */
const optionsNeedAChallenge: BetterFetchPlugin = {
  id: 'options-need-a-challenge',
  name: 'Passkey options need a challenge',
  hooks: {
    async onResponse({ response, request }) {
      const { pathname } = new URL(String(request.url), window.location.origin);
      if (!response.ok || !ceremonyOptionsPaths.some((path) => pathname.endsWith(path))) return;
      const options: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const challenge = typeof options === 'object' && options !== null && 'challenge' in options && options.challenge;
      if (typeof challenge === 'string' && challenge) return;
      return Response.json({ code: 'NO_CHALLENGE', message: missingChallengeMessage }, { status: 502 });
    },
  },
};

const sharedOptions = betterAuthOptions();

export const passkeyAuthClient = createAuthClient({
  ...sharedOptions,
  fetchOptions: { ...sharedOptions.fetchOptions, plugins: [optionsNeedAChallenge] },
  plugins: [passkeyClient()],
});
