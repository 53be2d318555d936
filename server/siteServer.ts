/**
 * The whole site server put together from its settings: identity store, mail and text senders, Better Auth, the site's
 * tables and the Fastify app. `server/main.ts` listens with it; the server tests answer requests with the same object
 * through Fastify's `inject`, so what they test is what runs.
 */
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.js';
import { openIdentityStore } from './auth/database.js';
import { createMailer } from './auth/mailer.js';
import { createSmsSender } from './sms/smsSender.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createAuth, migrateIdentityStore, type Auth } from './auth/auth.js';
import { loadSignInTemplate } from './site/gatePage.js';
import { loadSignInAssets } from './site/signInAssets.js';
import { collectInlineScriptHashes } from './site/contentSecurityPolicy.js';
import { createApp } from './app.js';
import { migrateSiteTables } from './store/migrate.js';
import { inMigrationTurn } from './store/migrationTurn.js';
import { checkDataFolders } from './dataFolders.js';

export interface SiteServer {
  app: FastifyInstance;
  auth: Auth;
  /** Closes the app, the mail connection and the identity store. */
  close(): Promise<void>;
}

export async function assembleSiteServer(config: ServerConfig, log: Logger): Promise<SiteServer> {
  await checkDataFolders(config);

  const store = await openIdentityStore(config.database, log);
  const mailer = createMailer(config.mail, log);
  const sms = createSmsSender(config.sms, log);
  const auth = createAuth({
    config,
    store,
    mailer,
    sms,
    log,
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
  });
  await inMigrationTurn(store.db, config.database.kind, async () => {
    await migrateIdentityStore(auth);
    await migrateSiteTables(store.db);
  });
  log.info(
    {
      store: store.description,
      mail: config.mail.smtpUrl ? 'smtp' : config.mail.outboxDir,
      sms: config.sms.smppUrl ? 'smpp' : config.sms.outboxDir,
      signInMethods: config.signIn.methods,
    },
    'identity store ready',
  );

  const signInTemplate = await loadSignInTemplate(config.buildDirs.public);
  const app = await createApp({
    config,
    log,
    auth,
    db: store.db,
    isStoreReachable: () => store.isReachable(),
    signInTemplate,
    signInAssets: await loadSignInAssets(config.buildDirs.public, signInTemplate, log),
    scriptHashes: await collectInlineScriptHashes([config.buildDirs.public, config.buildDirs.staff]),
    isReady: async () => {
      await access(config.buildDirs.staff);
      const context = await auth.$context;
      await context.adapter.count({ model: 'user' });
      return true;
    },
  });

  return {
    app,
    auth,
    async close() {
      await app.close();
      mailer.close();
      await store.close();
    },
  };
}
