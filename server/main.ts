/**
 * The site server: opens the identity store and serves the builds at http://localhost:3000 until SIGINT or SIGTERM.
 * `npm start` (scripts/start.ts) brings the builds up to date first.
 */
import { inspect } from 'node:util';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { assembleSiteServer } from './siteServer.js';
import { createLogger, redactText } from './logging.js';
import { StartupError } from './dataFolders.js';

async function start(config: ServerConfig): Promise<void> {
  const log = createLogger(config.logLevel);
  const { app, close } = await assembleSiteServer(config, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Tideline Docs is serving ${config.publicUrl}`);
}

// Everything the server creates is its user's alone: the identity store holds every session's token, the outboxes
// hold sign-in codes and links. Other accounts on the host read none of it (folders 0700, files 0600).
process.umask(0o077);

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
