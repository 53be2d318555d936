/**
 * The server's log (pino, JSON lines). Sign-in links and single sign-on callbacks carry credentials in their
 * query string (`?token=`, `?code=&state=`), and Better Auth logs addresses it refuses; whatever the log
 * writes passes through `redactText`, so no token, code or cookie reaches it.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { BetterAuthOptions } from 'better-auth';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { ServerConfig } from './config.js';
import { decodePercentEscapes } from '../contract/urlPath.js';

/**
 * Names of query parameters whose value signs someone in or proves they did: Better Auth's sign-in link
 * (`token`), e-mailed and texted codes (`otp`, `code`), single sign-on callbacks (`code`, `state`,
 * `id_token`, `SAMLResponse`…), and anything else spelled like a key, secret, password, session or the headers that
 * carry one (`authorization`, `bearer`, `jwt`, `cookie`). A name matches wherever the word appears in it, so
 * `session_token` and `apiKey` are caught too; the short names `auth`, `sig`, `pass` and `pin` only whole, so `author`,
 * `design`, `compass` and `pinned` keep their values.
 */
const credentialName =
  /token|otp|code|state|secret|passw|pwd|key|session|nonce|verifier|assertion|credential|signature|ticket|samlresponse|authoriz|bearer|jwt|cookie|passphrase|^auth$|^sig$|^pass$|^pin$/i;

/**
 * `text` with its percent escapes decoded until none are left (at most three rounds: `%2540` is an `@` encoded twice,
 * as when a proxy in front decodes once more), `+` read as a space when `plusIsSpace` (a query name or value).
 */
function fullyDecoded(text: string, plusIsSpace = false): string {
  let decoded = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  for (let round = 0; round < 3; round += 1) {
    // The site's one way of decoding escapes (contract/urlPath.ts); a malformed one stays as written, the rest decode.
    const next = decodePercentEscapes(decoded).text;
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

function isCredentialParameter(name: string): boolean {
  return credentialName.test(fullyDecoded(name, true));
}

/** A query parameter inside any text: its separator, name and value (up to a query inside it: `?next=/verify?token=…`). */
const parameterInText = /([?&#;])([^=&#;?\s"'<>]+)=([^&#;?\s"'<>]*)/g;
/**
 * A field of JSON inside any text, its value a string or a number: a service's answer quoted in a message
 * (`the directory answered 400: {"access_token":"eyJ…"}`) or an object written as JSON.
 */
const jsonFieldInText = /"([^"\\]{1,64})"(\s*:\s*)(?:"(?:[^"\\]|\\.)*"|-?\d+)/g;
/**
 * The user name and password of a URL (`smtp://user:secret@mail.example:587`, `smpp://sys:pw@gateway`), as a
 * setting's URL or a library's message quoting it carries them. They run to the last `@` before the host, as a URL
 * parser reads them: a password may hold quotes, brackets and even an `@` (`smtp://mailer:pa'ss@w@mail.example`), which
 * the settings accept.
 */
const userinfoInText = /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,31}:\/\/)[^\s/?#]+@/gi;
/**
 * An e-mail address inside any text (Better Auth's messages and mail servers' replies name them). Its local part
 * stops at a path's or a query's punctuation, so `/verify?email=dana@x.example` keeps its path; a domain has no `/`,
 * so a path through a scoped package (`node_modules/@scope/name/index.js`) in a stack stays readable.
 */
const addressInText = /(?<![^\s"'<>(),;:@/?&=#[\]])[^\s"'<>(),;:@/?&=#[\]]+@[^\s"'<>(),;:@/]+\.[a-z]{2,}/gi;
/**
 * A phone number in international form inside any text: `+` and 7 to 15 digits, written together (E.164) or in
 * groups apart by a space, a dash or a dot, the area code maybe in brackets (`+44 7700 900123`, `+1-202-555-0143`,
 * `+1 (202) 555-0143`, or `+44+7700+900123` in a form-encoded address). No country code starts with 0, so a time
 * zone (`+0100`) stays, and a signed decimal (`+12.345678`) is not a number in groups.
 */
const phoneInText = /\+[1-9](?:(?:[ .+-]|\)[ .-]?|[ .-]?\()?\d){6,14}(?!\d)/g;
const signedDecimal = /^\+\d+\.\d+$/;
/** A run of text without spaces or quotes: a request's path, or an address quoted in a message. */
const textRun = /[^\s"'<>]+/g;

const redacted = '[redacted]';

/** `text` with credential values (in a query or JSON), URL user names and passwords, e-mail addresses and phone numbers hidden, as written. */
function redactWritten(text: string): string {
  return text
    .replace(parameterInText, (whole, separator: string, name: string) =>
      isCredentialParameter(name) ? `${separator}${name}=${redacted}` : whole,
    )
    .replace(jsonFieldInText, (whole, name: string, colon: string) =>
      isCredentialParameter(name) ? `"${name}"${colon}"${redacted}"` : whole,
    )
    .replace(userinfoInText, (_whole, scheme: string) => `${scheme}${redacted}@`)
    .replace(addressInText, (address) => maskedRecipient(address))
    .replace(phoneInText, (phone) => (signedDecimal.test(phone) ? phone : maskedRecipient(phone)));
}

/**
 * The text with the value of every credential-like query parameter replaced, however its name is spelled
 * or encoded, the user name and password of every URL replaced, and every e-mail address and international
 * phone number masked. A run with percent escapes that hides one of these once decoded (`alice%2540x.example`,
 * `%2B44%207700%20900123`, `%3Ftoken%3D…`) is written decoded and redacted; other runs keep their escapes.
 */
export function redactText(text: string): string {
  return redactWritten(text).replace(textRun, (run) => {
    if (!run.includes('%')) return run;
    const decoded = fullyDecoded(run);
    const redactedRun = redactWritten(decoded);
    return redactedRun === decoded ? run : redactedRun;
  });
}

/** How deep `redactStrings` looks; an error's fields are rarely more than a few levels deep. */
const redactionDepth = 8;

/** An object that writes itself to JSON its own way, as a Date, a URL or a Buffer does. */
const hasJsonForm = (value: object): value is { toJSON(): unknown } =>
  typeof (value as { toJSON?: unknown }).toJSON === 'function';

/** What `read` gives, or a note when it throws (a getter can): one bad field must not stop a fault being logged. */
function readSafely(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return '[unreadable]';
  }
}

/**
 * A copy of `value` with every string in it, however deep (to `redactionDepth`), passed through `redactText`.
 * Objects are copied as the log would write them (a date as its time: it has no fields of its own to copy); what
 * lies deeper, or contains itself, is left out.
 */
export function redactStrings<Value>(value: Value, depth = 0, enclosing: Set<object> = new Set()): Value {
  if (typeof value === 'string') return redactText(value) as Value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= redactionDepth || enclosing.has(value)) return '[left out]' as Value;
  if (hasJsonForm(value))
    return redactStrings(
      readSafely(() => value.toJSON()),
      depth + 1,
      enclosing,
    ) as Value;
  enclosing.add(value);
  const field = (name: string) => readSafely(() => (value as Record<string, unknown>)[name]);
  const copy = Array.isArray(value)
    ? value.map((item: unknown) => redactStrings(item, depth + 1, enclosing))
    : Object.fromEntries(Object.keys(value).map((name) => [name, redactStrings(field(name), depth + 1, enclosing)]));
  // Only an object inside itself is a loop; one that two fields share is written under both, as pino would.
  enclosing.delete(value);
  return copy as Value;
}

const maskChar = '\u2022';
/** Every country's calling code. No code begins another (E.164 assigns them so), so a number's first match is its own. */
const countryCallingCodes = new Set<string>(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * Who a message went to, as the log may say it: an address keeps its first character and its domain
 * (`w•••@tideline.example`), a phone number its country code and last three digits (`+44•••••••456`).
 * Enough to tell deliveries apart when helping someone; not enough to write to them.
 */
export function maskedRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}${maskChar.repeat(3)}${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  if (digits.length < 7) return maskChar.repeat(3);
  const countryCode =
    [1, 2, 3].map((length) => digits.slice(0, length)).find((prefix) => countryCallingCodes.has(prefix)) ??
    digits.slice(0, 2);
  const hidden = digits.length - countryCode.length - 3;
  return `+${countryCode}${maskChar.repeat(hidden)}${digits.slice(-3)}`;
}

/**
 * A query value as the log writes it: redacted as the server reads it (`+` a space) and as it was typed (`+` a plus:
 * `?phone=+447700900123` holds a phone number the server reads as ` 447700900123`).
 */
function loggedQueryValue(asRead: string, asTyped: string): string {
  const typedRedacted = redactText(asTyped);
  return typedRedacted === asTyped ? redactText(asRead) : typedRedacted;
}

/**
 * A request address as the log writes it: the path and the query with credential values redacted, the
 * names decoded the way the server reads them. Parameters the server would not read as a credential keep
 * their value (`callbackURL` helps to follow a sign-in), redacted in turn if it holds a URL with one, an
 * address or a phone number.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactText(url);
  const pathPart = url.slice(0, queryStart);
  const query = url.slice(queryStart + 1).replace(/#.*$/, '');
  const asTyped = [...new URLSearchParams(query.replace(/\+/g, '%2B'))];
  const parts = [...new URLSearchParams(query)].map(([name, value], index) =>
    isCredentialParameter(name)
      ? `${encodeURIComponent(name)}=${redacted}`
      : `${encodeURIComponent(name)}=${encodeURIComponent(loggedQueryValue(value, asTyped[index]?.[1] ?? value))}`,
  );
  return `${redactText(pathPart)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** What a request line says: method, address without credentials, client address. */
function requestSummary(request: LoggedRequest) {
  // The Host header is the client's to write: an address typed into it is masked like one anywhere else in a line.
  const host = request.host === undefined ? undefined : redactText(request.host);
  return { method: request.method, url: loggedUrl(request.url), host, remoteAddress: request.ip };
}

/** @param destination where the lines go; stdout unless given (tests read them). */
export function createLogger(level: ServerConfig['logLevel'], destination?: DestinationStream): Logger {
  const options = {
    level,
    // Fastify keeps an instance's own serializers over its defaults, which would log the full URL.
    serializers: {
      req: requestSummary,
      err: (error: Error & { statusCode?: number }) => {
        if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
          return clientErrorSummary(error);
        // Not only the message: a mail server's refusal, say, comes with the recipient in `response`, `rejected`
        // and `rejectedErrors[].recipient`.
        return redactStrings(pino.stdSerializers.err(error));
      },
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return destination ? pino(options, destination) : pino(options);
}

type BetterAuthLogger = NonNullable<BetterAuthOptions['logger']>;
type BetterAuthLevel = NonNullable<BetterAuthLogger['level']>;

const betterAuthLevels: Record<ServerConfig['logLevel'], BetterAuthLevel | 'off'> = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
  silent: 'off',
};

/**
 * A field's value as JSON.stringify writes it, left out when the field's name says it holds a credential (`otp`,
 * `token`, `backupCodes`), as a query parameter's would be. `redactText` finds such a field in JSON text only when it
 * holds a string or a number; here a list is left out too. A credential field holding fields of its own
 * (`session: { id, token }`) is looked into instead.
 */
function credentialFieldLeftOut(name: string, value: unknown): unknown {
  const holdsFields = typeof value === 'object' && value !== null && !Array.isArray(value);
  return name !== '' && isCredentialParameter(name) && !holdsFields ? redacted : value;
}

function redactArgument(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return { type: value.name, message: redactText(value.message) };
  // Anything else could hold a token in any field; its shape is enough to go on. Copied as an error's fields are (a
  // loop left out) and never throwing (a BigInt cannot be JSON): a log line must not fail the request it tells of.
  if (typeof value === 'object' && value !== null) {
    return redactText(String(readSafely(() => JSON.stringify(redactStrings(value), credentialFieldLeftOut) ?? '')));
  }
  return value;
}

/**
 * Messages Better Auth writes at error level when a client asks for something this site does not offer or
 * sends a stale or forged sign-in step: the request is answered with a 4xx, nothing on the server failed.
 * They go to the log as warnings, so anyone can no longer fill the error level; all other errors stay errors.
 */
const clientMistakes = [
  /^State not found/,
  /^State mismatch/,
  /^Invalid origin/,
  /^Invalid callbackURL/,
  /^Provider not found/,
  /is disabled\b/,
  /is not enabled\b/,
];

/** Better Auth's own messages, into the server's log at the server's level. */
export function betterAuthLogger(log: Logger): BetterAuthLogger {
  const level = betterAuthLevels[log.level as ServerConfig['logLevel']] ?? 'warn';
  if (level === 'off') return { disabled: true };
  return {
    level,
    log(messageLevel, message, ...args) {
      const details = args.length > 0 ? { details: args.map(redactArgument) } : {};
      const logLevel =
        messageLevel === 'error' && clientMistakes.some((pattern) => pattern.test(message)) ? 'warn' : messageLevel;
      log[logLevel]({ source: 'better-auth', ...details }, redactText(message));
    },
  };
}

/**
 * What the log keeps of an error a client caused (a 4xx): its kind and message, no stack. The stack of a
 * refused request says nothing about the server and would let anyone write long lines at will.
 */
export function clientErrorSummary(error: Error & { code?: unknown; statusCode?: number }) {
  return { type: error.name, code: error.code, statusCode: error.statusCode, message: redactText(error.message) };
}
