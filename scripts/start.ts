/**
 * `npm start`: brings both builds up to date when they are missing or stale (unless SKIP_BUILD is set), then runs
 * the site server. The server itself never builds; it serves the builds it finds.
 */
import { ConfigError, loadConfig } from '../server/config.js';
import { ensureBuilds } from './build.js';

try {
  const config = loadConfig();
  if (!config.skipBuild) await ensureBuilds({ buildRoot: config.buildRoot });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../server/main.js');
