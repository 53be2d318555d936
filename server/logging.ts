/**
 * The server's log (pino, JSON lines). Sign-in links and single sign-on callbacks carry credentials in their
 * query string (`?token=`, `?code=&state=`), and Better Auth logs addresses it refuses; whatever the log
 * writes passes through `redactText`, so no token, code or cookie reaches it.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { BetterAuthOptions } from 'better-auth';
import type { ServerConfig } from './config.js';

/** Query parameters whose value signs someone in or proves they did. */
const credentialParameters = ['token', 'otp', 'code', 'state', 'id_token', 'access_token', 'refresh_token', 'session_token'];
const credentialInText = new RegExp(`([?&#](?:${credentialParameters.join('|')})=)[^&#\\s"']*`, 'gi');

export const redacted = '[redacted]';

/** The text with the values of credential query parameters replaced, wherever a URL appears in it. */
export function redactText(text: string): string {
  return text.replace(credentialInText, `$1${redacted}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** What a request line says: method, address without credentials, client address. */
function requestSummary(request: LoggedRequest) {
  return { method: request.method, url: redactText(request.url), host: request.host, remoteAddress: request.ip };
}

/** @param destination where the lines go; stdout unless given (tests read them). */
export function createLogger(level: ServerConfig['logLevel'], destination?: DestinationStream): Logger {
  const options = {
    level,
    // Fastify keeps an instance's own serializers over its defaults, which would log the full URL.
    serializers: {
      req: requestSummary,
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        return { ...serialized, message: redactText(serialized.message), stack: redactText(serialized.stack) };
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

function redactArgument(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return { type: value.name, message: redactText(value.message) };
  // Anything else could hold a token in any field; its shape is enough to go on.
  if (typeof value === 'object' && value !== null) return redactText(JSON.stringify(value) ?? '');
  return value;
}

/** Better Auth's own messages, into the server's log at the server's level. */
export function betterAuthLogger(log: Logger): BetterAuthLogger {
  const level = betterAuthLevels[log.level as ServerConfig['logLevel']] ?? 'warn';
  if (level === 'off') return { disabled: true };
  return {
    level,
    log(messageLevel, message, ...args) {
      const details = args.length > 0 ? { details: args.map(redactArgument) } : {};
      log[messageLevel]({ source: 'better-auth', ...details }, redactText(message));
    },
  };
}
