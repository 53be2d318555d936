/**
 * The site server: opens the identity store and serves the builds at http://localhost:3000 until SIGINT or SIGTERM.
 * `npm start` (scripts/start.ts) brings the builds up to date first.
 */
import { access } from 'node:fs/promises';
import { inspect } from 'node:util';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { openIdentityStore } from './auth/database.js';
import { createMailer } from './auth/mailer.js';
import { createSmsSender } from './sms/smsSender.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createAuth, migrateIdentityStore } from './auth/auth.js';
import { loadSignInTemplate } from './site/gatePage.js';
import { collectInlineScriptHashes } from './site/contentSecurityPolicy.js';
import { createApp } from './app.js';
import { migrateSiteTables } from './store/migrate.js';
import { inMigrationTurn } from './store/migrationTurn.js';
import { createLogger, redactText } from './logging.js';
import { checkDataFolders, StartupError } from './dataFolders.js';

async function start(config: ServerConfig): Promise<void> {
  const log = createLogger(config.logLevel);
  await checkDataFolders(config);

  const store = await openIdentityStore(config.database, log);
  const mailer = createMailer(config.mail, log);
  const sms = createSmsSender(config.sms, log);
  const auth = createAuth({ config, store, mailer, sms, log, secret: await resolveAuthSecret(config.authSecret, config.dataDir) });
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

  const app = await createApp({
    config,
    log,
    auth,
    db: store.db,
    isStoreReachable: () => store.isReachable(),
    signInTemplate: await loadSignInTemplate(config.buildDirs.public),
    scriptHashes: await collectInlineScriptHashes([config.buildDirs.public, config.buildDirs.staff]),
    isReady: async () => {
      await access(config.buildDirs.staff);
      const context = await auth.$context;
      await context.adapter.count({ model: 'user' });
      return true;
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    mailer.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Tideline Docs is serving ${config.publicUrl}`);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    // The log's redaction: a library's fault can quote a setting's URL with its password, or an address.
    console.error('The server could not start:', redactText(inspect(error)));
  }
  process.exit(1);
}
