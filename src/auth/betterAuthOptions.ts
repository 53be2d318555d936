/** What the site's Better Auth clients (./authClient.ts, ./passkeyClient.ts) share. */
import type { BetterAuthClientOptions } from 'better-auth/client';
import { signInPaths } from '@site/contract/signIn';

/** Called when a client is made, in the browser: the sign-in page also renders at build time, without a window. */
export function betterAuthOptions() {
  return {
    // A full address, never only a path: given no `baseURL`, Better Auth looks for one in `BETTER_AUTH_URL`,
    // `BASE_URL` and the like on its environment, which in the browser is the window, where any element with that
    // id is a property. Such markup would send codes, addresses and link tokens to another site.
    baseURL: `${window.location.origin}${signInPaths.auth}`,
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
}
