/**
 * Better Auth, configured for this site: e-mail link and e-mail code sign-in, HttpOnly SameSite=Lax
 * session cookies, and a `groups` field on the user for directory group claims.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { emailOTP, magicLink } from 'better-auth/plugins';
import type { ServerConfig } from '../config.js';
import type { IdentityStore } from './database.js';
import type { Mailer } from './mailer.js';
import { codeLifetimeMinutes, signInCodeMail, signInLinkMail } from './signInMail.js';

export const authBasePath = '/api/auth';

export interface AuthDependencies {
  config: ServerConfig;
  store: IdentityStore;
  mailer: Mailer;
  secret: string;
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
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        // Directory groups from single sign-on, as a JSON array; set by the server, never by the user.
        groups: { type: 'string', required: false, input: false },
      },
    },
    advanced: {
      useSecureCookies: config.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secure },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
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
    plugins: [
      magicLink({
        expiresIn: lifetimeSeconds,
        sendMagicLink: ({ email, url }) => mailer.send(signInLinkMail(email, url)),
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: lifetimeSeconds,
        allowedAttempts: 5,
        sendVerificationOTP: ({ email, otp }) => mailer.send(signInCodeMail(email, otp)),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates the identity store's tables to match the configuration. */
export async function migrateIdentityStore(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
