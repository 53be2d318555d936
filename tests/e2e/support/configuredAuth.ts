/**
 * Better Auth as server/main.ts configures it from the server's settings, over a scratch identity store, with a
 * silent log: for tests that read its endpoints (the route list of the fuzz test, the unit test of betterAuthPaths).
 */
import pino from 'pino';
import type { ServerConfig } from '../../../server/config.js';
import type { IdentityStore } from '../../../server/auth/database.js';
import { createMailer } from '../../../server/auth/mailer.js';
import { createSmsSender } from '../../../server/sms/smsSender.js';
import { createAuth, type Auth } from '../../../server/auth/auth.js';

export function configuredAuth(config: ServerConfig, store: IdentityStore, secret: string): Auth {
  const log = pino({ level: 'silent' });
  return createAuth({
    config,
    store,
    mailer: createMailer(config.mail, log),
    sms: createSmsSender(config.sms, log),
    log,
    secret,
  });
}
