/**
 * Carries the client's address from Fastify to Better Auth (set by ./routes.ts, which replaces any value the client
 * sent under the same name): Better Auth's rate limiter and the site's own sign-in budgets read it.
 */
export const clientAddressHeader = 'x-tideline-client-address';
