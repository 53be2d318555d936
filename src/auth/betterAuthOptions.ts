/** What the site's Better Auth clients (./authClient.ts, ./passkeyClient.ts) share. */
import type { BetterAuthClientOptions } from 'better-auth/client';
import { signInPaths } from '@site/contract/signIn';

export const betterAuthOptions = {
  basePath: signInPaths.auth,
  // The site navigates itself: single sign-on checks the provider's address and may open it in a popup, where
  // Better Auth's default plugin would send this page there.
  disableDefaultFetchPlugins: true,
  fetchOptions: {
    credentials: 'same-origin',
    // Looked up at each call rather than kept from the first, so a `fetch` replaced later (tests stand in for the
    // server this way) is the one used.
    customFetchImpl: (input, init) => fetch(input, init),
  },
} satisfies BetterAuthClientOptions;
