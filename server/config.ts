/**
 * The server's configuration: read from the environment once, validated, then passed down.
 * A bad value stops the server at start with a message naming the variable and what it accepts.
 */
import * as z from 'zod';
import { isSupportedCountry } from 'libphonenumber-js';
import { preferredCountryCodes } from '../contract/smsCountries.js';
import { readSearchConfig, type SearchConfig } from '../contract/search.js';
import {
  offlineSignInMethods,
  providerIcons,
  signInMethods,
  type ProviderIcon,
  type SignInMethod,
} from '../contract/factors.js';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * A service's URL (`smtp://user:password@host:587`): its scheme checked, and the whole readable as a URL, so a bad port
 * or an unescaped character stops the server here with a message instead of a stack that quotes the URL, password and all.
 */
const serviceUrl = (scheme: RegExp, schemeMessage: string) =>
  z
    .string()
    .regex(scheme, schemeMessage)
    .refine((value) => URL.canParse(value), {
      error:
        'is not a URL the server can read: check the port (1 to 65535) and percent-encode any of : / ? # [ ] @ % or a space in the user name or password',
    });

/** Named ranges proxy-addr (Fastify's `trustProxy`) understands. */
const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(namedProxyRanges)]);

/**
 * Which proxies may say who the client is: none (`false`), the nearest N hops, or the proxies at the given
 * addresses. `true` is refused: it believes the first X-Forwarded-For entry, which the client itself writes.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const setting = value.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(setting)) return false;
  if (['true', 'yes', 'on'].includes(setting)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe any client that sends X-Forwarded-For; give the number of proxies in front of the server (for example 1) or their addresses (for example 10.0.0.2 or 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(setting)) return Number(setting);
  const addresses = setting
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = addresses.filter((address) => !proxyAddress.safeParse(address).success);
  if (wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or a comma-separated list of proxy addresses or ranges (not ${wrong.join(', ')})`,
    });
    return z.NEVER;
  }
  return addresses;
});

/** Every environment variable the server reads (besides contract/search.ts's), with its default; README.md lists each. */
export const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    // It goes into every sign-in link and the log; a user name or password in it would go there too.
    .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), 'must not hold a user name or password')
    .optional(),
  BUILD_DIR: z.string().min(1).default('build'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: serviceUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: serviceUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Tideline Docs <docs@tideline.example>'),
  OUTBOX_DIR: z.string().min(1).optional(),
  STAFF_EMAIL_DOMAINS: commaList.default(['tideline.example', 'tideline-water.example']),
  STAFF_GROUPS: commaList.default(['docs-staff']),
  GROUPS_CLAIM: z.string().min(1).default('groups'),
  FORCE_LOGIN: flag.default(false),
  STAFF_SESSION_MAX_DAYS: z.coerce.number().int().min(1, 'must be at least 1 day').max(3650).default(30),
  STAFF_REQUIRE_SSO: flag.default(false),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of an OpenID Connect issuer' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens')
    .default('sso'),
  OIDC_PROVIDER_NAME: z.string().min(1).default('single sign-on'),
  OIDC_PROVIDER_ICON: z.enum(providerIcons, { error: `must be one of ${providerIcons.join(', ')}` }).optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  OIDC_MODE: z.enum(['popup', 'redirect'], { error: 'must be popup or redirect' }).default('popup'),
  SIGN_IN_METHODS: commaList
    .pipe(
      z
        .array(z.enum(signInMethods, { error: `each must be one of ${signInMethods.join(', ')}` }))
        .min(1, 'must name at least one method'),
    )
    .optional(),
  REMEMBER_LAST_HANDLE: flag.default(true),
  SMS_URL: serviceUrl(
    /^s?smpp:\/\//,
    'must be an smpp:// (or TLS ssmpp://) URL such as smpp://user:password@host:2775',
  ).optional(),
  SMS_OUTBOX_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_HANDLE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  STAFF_DOMAIN_CODE_ENTRIES_PER_DAY: z.coerce.number().int().min(1).default(1000),
  STAFF_CODE_ENTRIES_PER_DAY: z.coerce.number().int().min(1).default(2000),
  CODE_ENTRIES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMTP_ALLOW_PLAINTEXT: flag.default(false),
  SKIP_BUILD: flag.default(false),
  MCP_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SMS_COUNTRIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((code) => isSupportedCountry(code), {
          error: 'each must be a two-letter country code such as DE or FR',
        }),
      ),
    )
    .optional(),
  SMS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  SMS_PER_COUNTRY_PER_DAY: z.coerce.number().int().min(1).default(300),
  MAIL_PER_DAY: z.coerce.number().int().min(1).default(5000),
  EVENTS_PER_DAY: z.coerce.number().int().min(1).default(100_000),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1, 'must be at least 1 day').max(3650).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').max(600_000).default(30_000),
});

/** An OpenID Connect issuer (Microsoft Entra ID or any other) offered as a sign-in button. */
export interface SingleSignOn {
  providerId: string;
  /** Shown on the button: "Sign in with <name>". */
  name: string;
  icon: ProviderIcon | undefined;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** A 400×600 popup by default; `redirect` takes the whole page to the provider and back. */
  mode: 'popup' | 'redirect';
}

/**
 * The WebAuthn relying party passkeys belong to. Its id is the host name of PUBLIC_URL, so a
 * passkey works on every port of that host; browsers refuse an IP address here, hence `localhost`.
 */
interface PasskeyRelyingParty {
  id: string;
  name: string;
  /** The one origin assertions are accepted from; an assertion made for any other site is refused. */
  origin: string;
}

export interface MailConfig {
  from: string;
  smtpUrl: string | undefined;
  /** Send over SMTP without TLS to a host other than this machine (SMTP_ALLOW_PLAINTEXT). */
  allowPlaintext: boolean;
  outboxDir: string;
}

/** Sign-in messages one e-mail address or phone number may receive per window, however many clients ask. */
const handleRateLimitWindowSeconds = 15 * 60;

export interface ServerConfig {
  port: number;
  host: string;
  /** The address readers use; links in e-mails point here. */
  publicUrl: string;
  /**
   * The origins of the site's own pages, which may sign in and send changes: PUBLIC_URL's. Without PUBLIC_URL, on
   * this machine, also the other loopback names at the same port (`localhost`, `127.0.0.1`, `[::1]`).
   */
  siteOrigins: string[];
  /** Served over HTTPS (directly or behind a proxy): cookies become Secure and HSTS is sent. */
  secure: boolean;
  /** Holds one build per audience. */
  buildRoot: string;
  buildDirs: { public: string; staff: string };
  /** Serve the builds as they are, without checking that they match the sources (tests, containers). */
  skipBuild: boolean;
  dataDir: string;
  /**
   * The identity store. For SQLite, `lockWaitMs` is how long a statement tries for another program's lock on the file
   * (server/store/sqliteFile.ts; tests that wait it out shorten it).
   */
  database: { kind: 'sqlite'; file: string; lockWaitMs?: number } | { kind: 'postgres'; url: string };
  authSecret: string | undefined;
  mail: MailConfig;
  staff: {
    emailDomains: string[];
    groups: string[];
    groupsClaim: string;
    /** Days staff status from an e-mail domain lasts after the person last proved the inbox or used single sign-on. */
    emailStaffDays: number;
    /** Only directory groups make staff (STAFF_REQUIRE_SSO). */
    directoryOnly: boolean;
  };
  singleSignOn: SingleSignOn | null;
  passkeyRelyingParty: PasskeyRelyingParty;
  signIn: {
    /** The methods the login form offers, in its order (SIGN_IN_METHODS). */
    methods: SignInMethod[];
    /** Whether the browser may remember the last handle used. */
    rememberLastHandle: boolean;
  };
  /** Texted codes and links: through an SMPP gateway when `smppUrl` is set, else one file each in `outboxDir`. */
  sms: {
    smppUrl: string | undefined;
    outboxDir: string;
    /** Countries texts go to: the form's preferred five and SMS_COUNTRIES. */
    countries: ReadonlySet<string>;
  };
  /** Sign-in messages the site sends per day: e-mails, texts, and texts to one country (calling code). */
  messageBudgets: { mailPerDay: number; textsPerDay: number; textsPerCountryPerDay: number };
  forceLogin: boolean;
  search: SearchConfig;
  /** Fastify's `trustProxy`: no proxy, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  authRateLimitMax: number;
  /** Analytics events older than this many days are deleted. */
  eventsRetentionDays: number;
  /** Events the whole site records per day, every instance together. */
  eventsPerDay: number;
  /** /mcp calls per minute per client and per token's owner. */
  mcpCallsPerMinute: number;
  handleRateLimit: { max: number; windowSeconds: number };
  /** E-mailed codes entered per day at each staff domain and at all of them together, and per hour from one client. */
  staffCodeEntries: { perStaffDomainPerDay: number; allStaffDomainsPerDay: number; perClientPerHour: number };
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** How long a client has to send a whole request, headers and body, before a 408 closes the connection. */
  requestTimeoutMs: number;
}

/** Names a browser on this machine may use for a server listening on loopback; all reach the same server. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The default address is a guess (`http://localhost:PORT`): a reader may as well open `http://127.0.0.1:PORT`. On a
 * loopback host every loopback name at that port is the site; any other host is only itself.
 */
function defaultSiteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  // Through URL, so the default port (80) is left out of every origin as browsers leave it out of Origin.
  const atLoopbackHost = (host: string) => {
    const named = new URL(url);
    named.hostname = host;
    return named.origin;
  };
  return [...new Set([url.origin, ...loopbackHosts.map(atLoopbackHost)])];
}

/** HOST as a URL writes it: an IPv6 address (`::1`) in brackets. */
function hostInUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`The server's environment is not valid:\n${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      "The server's environment is not valid:\n  AUTH_SECRET: must be set when DATABASE_URL is, so every server instance signs sessions with the same key",
    );
  }
  const ssoSettings = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (ssoSettings.some(Boolean) && !ssoSettings.every(Boolean)) {
    throw new ConfigError(
      "The server's environment is not valid:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: single sign-on needs all three",
    );
  }
  const sso = Boolean(e.OIDC_ISSUER);
  if (e.STAFF_REQUIRE_SSO && !sso) {
    throw new ConfigError(
      "The server's environment is not valid:\n  STAFF_REQUIRE_SSO: needs single sign-on configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could be staff",
    );
  }
  if (e.SIGN_IN_METHODS?.includes('oidc') && !sso) {
    throw new ConfigError(
      "The server's environment is not valid:\n  SIGN_IN_METHODS: oidc needs single sign-on configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)",
    );
  }
  const methods = [...new Set(e.SIGN_IN_METHODS ?? [...offlineSignInMethods, ...(sso ? (['oidc'] as const) : [])])];
  let search: SearchConfig;
  try {
    search = readSearchConfig(env);
  } catch (error) {
    throw new ConfigError(
      `The server's environment is not valid:\n  ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Listening on every interface says nothing about the address readers use; assume this machine.
  const wildcardHost = ['0.0.0.0', '::', '[::]'].includes(e.HOST);
  // As the URL parser writes it (scheme and host in lower case): `HTTPS://Docs.Example` is an https:// site too, and
  // Secure cookies, HSTS and Better Auth all read the scheme from this text.
  const publicUrl = (
    e.PUBLIC_URL ? new URL(e.PUBLIC_URL).href : `http://${wildcardHost ? 'localhost' : hostInUrl(e.HOST)}:${e.PORT}`
  ).replace(/\/$/, '');
  const siteOrigins = e.PUBLIC_URL ? [new URL(publicUrl).origin] : defaultSiteOrigins(publicUrl);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    siteOrigins,
    secure: publicUrl.startsWith('https:'),
    buildRoot: e.BUILD_DIR,
    buildDirs: { public: `${e.BUILD_DIR}/public`, staff: `${e.BUILD_DIR}/staff` },
    skipBuild: e.SKIP_BUILD,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: `${e.DATA_DIR}/auth.db` },
    authSecret: e.AUTH_SECRET,
    mail: {
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      allowPlaintext: e.SMTP_ALLOW_PLAINTEXT,
      outboxDir: e.OUTBOX_DIR ?? `${e.DATA_DIR}/outbox`,
    },
    staff: {
      emailDomains: e.STAFF_EMAIL_DOMAINS,
      groups: e.STAFF_GROUPS,
      groupsClaim: e.GROUPS_CLAIM,
      emailStaffDays: e.STAFF_SESSION_MAX_DAYS,
      directoryOnly: e.STAFF_REQUIRE_SSO,
    },
    singleSignOn:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            providerId: e.OIDC_PROVIDER_ID,
            name: e.OIDC_PROVIDER_NAME,
            icon: e.OIDC_PROVIDER_ICON,
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES.split(/\s+/).filter(Boolean),
            mode: e.OIDC_MODE,
          }
        : null,
    passkeyRelyingParty: { id: new URL(publicUrl).hostname, name: 'Tideline Docs', origin: new URL(publicUrl).origin },
    signIn: { methods, rememberLastHandle: e.REMEMBER_LAST_HANDLE },
    sms: {
      smppUrl: e.SMS_URL,
      outboxDir: e.SMS_OUTBOX_DIR ?? `${e.DATA_DIR}/sms-outbox`,
      countries: new Set([...preferredCountryCodes, ...(e.SMS_COUNTRIES ?? [])]),
    },
    messageBudgets: {
      mailPerDay: e.MAIL_PER_DAY,
      textsPerDay: e.SMS_PER_DAY,
      textsPerCountryPerDay: e.SMS_PER_COUNTRY_PER_DAY,
    },
    forceLogin: e.FORCE_LOGIN,
    search,
    trustProxy: e.TRUST_PROXY,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    eventsPerDay: e.EVENTS_PER_DAY,
    mcpCallsPerMinute: e.MCP_CALLS_PER_MINUTE,
    handleRateLimit: { max: e.AUTH_HANDLE_RATE_LIMIT_MAX, windowSeconds: handleRateLimitWindowSeconds },
    staffCodeEntries: {
      perStaffDomainPerDay: e.STAFF_DOMAIN_CODE_ENTRIES_PER_DAY,
      allStaffDomainsPerDay: e.STAFF_CODE_ENTRIES_PER_DAY,
      perClientPerHour: e.CODE_ENTRIES_PER_CLIENT_PER_HOUR,
    },
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
  };
}
