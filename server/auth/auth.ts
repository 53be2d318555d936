/**
 * Better Auth, configured for this site: e-mail link, e-mail code and (when configured) OpenID Connect
 * single sign-on, HttpOnly SameSite=Lax
 * session cookies, and a `groups` field on the user for directory group claims.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { emailOTP, genericOAuth, magicLink } from 'better-auth/plugins';
import type { ServerConfig } from '../config.js';
import type { IdentityStore } from './database.js';
import type { Mailer } from './mailer.js';
import { codeLifetimeMinutes, signInCodeMail, signInLinkMail } from './signInMail.js';
import { signInCodeLength, signInPaths } from '../../config/signIn.js';
import { copyDirectoryGroups } from './directoryGroups.js';
import { sendSignInMail } from './mailDelivery.js';

export const authBasePath = signInPaths.auth;

/** Carries the client's address from Fastify to Better Auth's rate limiter (set by ./routes.ts). */
export const clientAddressHeader = 'x-tideline-client-address';

export interface AuthDependencies {
  config: ServerConfig;
  store: IdentityStore;
  mailer: Mailer;
  secret: string;
}

/** Single sign-on with an OpenID Connect issuer (Microsoft Entra ID or any other). */
function singleSignOnPlugins(config: ServerConfig) {
  const sso = config.singleSignOn;
  if (!sso) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: sso.providerId,
          clientId: sso.clientId,
          clientSecret: sso.clientSecret,
          discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
          scopes: sso.scopes,
          pkce: true,
          overrideUserInfo: true,
        },
      ],
    }),
  ];
}

export function createAuth({ config, store, mailer, secret }: AuthDependencies) {
  const lifetimeSeconds = codeLifetimeMinutes * 60;
  const signInRateLimit = { window: 60, max: config.authRateLimitMax };
  return betterAuth({
    appName: 'Tideline Docs',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret,
    database: store.options,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // Directory groups of a single sign-on session, as a JSON array; set by the server, never by the reader.
        // On the session, not the user, so an e-mail sign-in never inherits groups from an earlier directory sign-in.
        groups: { type: 'string', required: false, input: false },
      },
    },
    advanced: {
      useSecureCookies: config.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secure },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      storage: config.database.kind === 'postgres' ? 'database' : 'memory',
      customRules: {
        '/sign-in/magic-link': signInRateLimit,
        '/email-otp/send-verification-otp': signInRateLimit,
        '/sign-in/email-otp': signInRateLimit,
      },
    },
    // An unexpected failure (the database gone, say) reaches the site server's error handler, which logs it
    // and answers in JSON (503 when the identity store is unreachable), instead of an empty 500.
    onAPIError: { throw: true },
    hooks: config.singleSignOn
      ? { after: copyDirectoryGroups(config.singleSignOn, config.staff.groupsClaim) }
      : {},
    plugins: [
      magicLink({
        expiresIn: lifetimeSeconds,
        sendMagicLink: ({ email, url }, ctx) => sendSignInMail(mailer, signInLinkMail(email, url), ctx?.request),
      }),
      emailOTP({
        otpLength: signInCodeLength,
        expiresIn: lifetimeSeconds,
        allowedAttempts: 5,
        sendVerificationOTP: ({ email, otp }, ctx) => sendSignInMail(mailer, signInCodeMail(email, otp), ctx?.request),
      }),
      ...singleSignOnPlugins(config),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates the identity store's tables to match the configuration. */
export async function migrateIdentityStore(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
