/**
 * Better Auth, configured for this site: the methods SIGN_IN_METHODS offers (e-mail link and code, SMS
 * code and link, passkeys, OpenID Connect single sign-on when configured), HttpOnly SameSite=Lax
 * session cookies, and a `groups` field on the user for directory group claims.
 */
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { emailOTP, genericOAuth, magicLink, phoneNumber } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { betterAuthLogger } from '../logging.js';
import type { IdentityStore } from './database.js';
import type { Mailer } from './mailer.js';
import { codeLifetimeMinutes, signInCodeMail, signInLinkMail, staffNewcomerCodeMail } from './signInMail.js';
import {
  betterAuthPaths,
  linkConfirmationPath,
  sessionLifetimeDays,
  signInCodeAttempts,
  signInCodeLength,
  signInPaths,
  smsLinkPaths,
} from '../../contract/signIn.js';
import { copyDirectoryGroups } from './directoryGroups.js';
import { sendSignInMail } from './mailDelivery.js';
import { handleRateLimit } from './handleRateLimit.js';
import type { SmsSender } from '../sms/smsSender.js';
import { signInCodeText } from './signInTexts.js';
import { placeholderEmail } from './phoneAccounts.js';
import { smsSignIn } from './smsSignIn.js';
import { textedCodeHashing } from './textedCodes.js';
import { revokeWhatAnUnprovenHolderAdded } from './inboxClaim.js';
import { accessTokens } from '../tokens/accessTokens.js';
import { closeUnusedOptions } from './unusedOptions.js';
import { signInTextSender } from './textDelivery.js';
import { daySeconds } from '../../contract/durations.js';
import { clientAddressHeader } from './clientAddressHeader.js';
import { sessionAdmission } from './sessionAdmission.js';
import { inboxProof } from './inboxProof.js';
import { messageBudget } from './messageBudget.js';
import { bindLink, linkBinding } from './linkBinding.js';
import { staffRuleOf } from './staffRule.js';
import {
  codeEntryBudget,
  codeEntryLimits,
  isStaffAddressWithoutAccount,
  staffAccountsNeedALink,
} from './codeEntryBudget.js';

export const authBasePath = signInPaths.auth;

export { clientAddressHeader };

/** The cookies' name prefix over HTTPS (see `advanced` below). */
const hostCookiePrefix = '__Host-tideline-docs';

export interface AuthDependencies {
  config: ServerConfig;
  store: IdentityStore;
  mailer: Mailer;
  sms: SmsSender;
  secret: string;
  log: Logger;
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
          // Without the issuer's keys the ID token cannot be checked; refuse rather than trust it unchecked.
          requireIdTokenVerification: true,
        },
      ],
    }),
  ];
}

const passkeyUserNotVerifiedMessage =
  'This passkey did not check that it is you (no PIN, fingerprint or face). Use one that does, or sign in another way.';

/** Refuses an assertion whose authenticator did not verify its user (the UV flag), which Better Auth accepts. */
function refuseUnverifiedUser({
  verification,
}: {
  verification: { authenticationInfo: { userVerified: boolean } };
}): void {
  if (!verification.authenticationInfo.userVerified) {
    throw new APIError('BAD_REQUEST', { code: 'USER_NOT_VERIFIED', message: passkeyUserNotVerifiedMessage });
  }
}

/**
 * Passkeys, with WebAuthn's defaults but user verification required: any attachment, resident key preferred (so a
 * passkey can sign in without the reader typing a handle), attestation none (the plugin never asks for it).
 * A signed-in reader adds them; signing in with one makes a session of that reader's account, so the staff
 * rule sees the same verified e-mail it saw before.
 */
function passkeyPlugins(config: ServerConfig) {
  if (!config.signIn.methods.includes('webauthn')) return [];
  const relyingParty = config.passkeyRelyingParty;
  return [
    passkey({
      rpID: relyingParty.id,
      rpName: relyingParty.name,
      // Fixed, never the request's Origin header: an assertion made for another site is refused.
      origin: relyingParty.origin,
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      // A passkey is the whole sign-in, staff's included: a security key anyone holding it can tap is not enough.
      authentication: { afterVerification: refuseUnverifiedUser },
    }),
  ];
}

/** The e-mail methods SIGN_IN_METHODS offers; a method left out has no endpoint at all. */
function emailPlugins(config: ServerConfig, mailer: Mailer) {
  const lifetimeSeconds = codeLifetimeMinutes * 60;
  const staffDomains = config.staff.emailDomains;
  const offered = new Set(config.signIn.methods);
  return [
    ...(offered.has('email_link')
      ? [
          magicLink({
            expiresIn: lifetimeSeconds,
            storeToken: 'hashed',
            sendMagicLink: async ({ email, url, token }, ctx) => {
              if (ctx) await bindLink(ctx, token);
              return sendSignInMail(mailer, signInLinkMail(email, url), ctx?.request);
            },
          }),
        ]
      : []),
    ...(offered.has('otp_via_email')
      ? [
          emailOTP({
            otpLength: signInCodeLength,
            expiresIn: lifetimeSeconds,
            allowedAttempts: signInCodeAttempts,
            storeOTP: 'hashed',
            sendVerificationOTP: async ({ email, otp, type }, ctx) => {
              // Better Auth's name for the stored code (its email-otp toOTPIdentifier), under the address in lower case.
              const forgetCode = async () =>
                ctx?.context.internalAdapter.deleteVerificationByIdentifier(`${type}-otp-${email.toLowerCase()}`);
              if (ctx && (await isStaffAddressWithoutAccount(ctx.context.internalAdapter, email, staffDomains))) {
                // The code stays stored, though nobody is sent it: guesses at it then meet the same answers as at an
                // account's code (wrong, expired, too many tries), so none tells an outsider which staff addresses
                // exist; and a right guess still opens no account (staffAccountsNeedALink).
                return sendSignInMail(mailer, staffNewcomerCodeMail(email), ctx.request, forgetCode);
              }
              return sendSignInMail(mailer, signInCodeMail(email, otp), ctx?.request, forgetCode);
            },
          }),
        ]
      : []),
  ];
}

/**
 * The texted methods: Better Auth's phone-number plugin for the code (stored as a hash by ./textedCodes.ts),
 * ./smsSignIn.ts for the link and the limits.
 */
function smsPlugins(config: ServerConfig, gateway: SmsSender, secret: string, log: Logger) {
  const offers = {
    code: config.signIn.methods.includes('otp_via_sms'),
    link: config.signIn.methods.includes('sms_link'),
  };
  if (!offers.code && !offers.link) return [];
  const sms = signInTextSender(gateway, log);
  const hashing = textedCodeHashing(secret, () => textedCode.$ERROR_CODES);
  const textedCode = phoneNumber({
    otpLength: signInCodeLength,
    expiresIn: codeLifetimeMinutes * 60,
    allowedAttempts: signInCodeAttempts,
    sendOTP: ({ phoneNumber: to, code }) => sms.send(signInCodeText(to, code, config.publicUrl)),
    verifyOTP: hashing.verifyOTP,
    // A number nobody has used yet becomes a customer account of its own.
    signUpOnVerification: { getTempEmail: placeholderEmail, getTempName: (number) => number },
  });
  return [
    textedCode,
    hashing.plugin,
    smsSignIn({ sender: sms, offers, publicUrl: config.publicUrl, countries: config.sms.countries }),
  ];
}

export function createAuth({ config, store, mailer, sms, secret, log }: AuthDependencies) {
  const signInRateLimit = { window: 60, max: config.authRateLimitMax };
  const tokens = accessTokens(store.db);
  return betterAuth({
    appName: 'Tideline Docs',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret,
    database: store.options,
    // Only this site may send sign-in requests or be a callbackURL (relative paths are also checked, by ./routes.ts
    // and Better Auth); without PUBLIC_URL that is every loopback name of this machine at the port.
    trustedOrigins: config.siteOrigins,
    logger: betterAuthLogger(log),
    telemetry: { enabled: false },
    session: {
      expiresIn: sessionLifetimeDays * daySeconds,
      updateAge: daySeconds,
      additionalFields: {
        // Directory groups of a single sign-on session, as a JSON array; set by the server, never by the reader.
        // On the session, not the user, so an e-mail sign-in never inherits groups from an earlier directory sign-in.
        groups: { type: 'string', required: false, input: false },
      },
    },
    advanced: {
      // Over HTTPS every cookie is named __Host-: the browser then refuses one set by a sibling subdomain or for another
      // path, so nobody can plant a session of theirs here. Better Auth's own secure naming (__Secure-) does not stop
      // that, so it is off and the prefix is the name's own.
      useSecureCookies: false,
      cookiePrefix: config.secure ? hostCookiePrefix : undefined,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secure, path: '/' },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // In the identity store, with SQLite as with PostgreSQL: every instance sharing it counts together, and a restart
      // forgets nothing (the site's own budgets count there too, ./sharedAllowance.ts).
      storage: 'database',
      customRules: {
        [betterAuthPaths.emailLink.send]: signInRateLimit,
        // Opening the e-mailed link: without this rule the magic-link plugin's own limit (5 a minute) applies.
        [betterAuthPaths.emailLink.verify]: signInRateLimit,
        [betterAuthPaths.emailCode.send]: signInRateLimit,
        [betterAuthPaths.emailCode.verify]: signInRateLimit,
        [betterAuthPaths.smsCode.send]: signInRateLimit,
        [betterAuthPaths.smsCode.verify]: signInRateLimit,
        [smsLinkPaths.send]: signInRateLimit,
        [smsLinkPaths.verify]: signInRateLimit,
        [linkConfirmationPath]: signInRateLimit,
        [betterAuthPaths.passkey.signIn]: signInRateLimit,
        // Starting single sign-on: without this rule Better Auth's own limit for /sign-in/* (3 in 10 s) applies.
        [betterAuthPaths.singleSignOn.start]: signInRateLimit,
      },
    },
    // An unexpected failure (the database gone, say) reaches the site server's error handler, which logs it
    // and answers in JSON (503 when the identity store is unreachable), instead of an empty 500.
    // Errors Better Auth would show on its own unbranded page (/api/auth/error) go to the site's link page,
    // which shows the site's sentence for the code.
    onAPIError: { throw: true, errorURL: signInPaths.linkLanding },
    user: {
      additionalFields: {
        // Set by `npm run users -- disable`, never by the reader: no sign-in makes a session for the account.
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: sessionAdmission(staffRuleOf(config)).session,
      user: {
        ...revokeWhatAnUnprovenHolderAdded({ tokens, passkeys: config.signIn.methods.includes('webauthn') }).user,
        ...staffAccountsNeedALink(config.staff.emailDomains).user,
      },
    },
    hooks: config.singleSignOn
      ? { after: copyDirectoryGroups({ sso: config.singleSignOn, groupsClaim: config.staff.groupsClaim, tokens }) }
      : {},
    plugins: [
      // First: a refused option must not count against the reader's limits, which the plugins below keep.
      closeUnusedOptions(),
      ...emailPlugins(config, mailer),
      ...smsPlugins(config, sms, secret, log),
      ...passkeyPlugins(config),
      ...singleSignOnPlugins(config),
      linkBinding(),
      handleRateLimit(config.handleRateLimit),
      inboxProof(config.singleSignOn?.providerId),
      messageBudget(config.messageBudgets),
      codeEntryBudget(
        codeEntryLimits({
          staffDomains: config.staff.emailDomains,
          ...config.staffCodeEntries,
          inboxWindowSeconds: config.handleRateLimit.windowSeconds,
        }),
      ),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates the identity store's tables to match the configuration. */
export async function migrateIdentityStore(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
