/**
 * `npm run users -- <list|add|revoke|disable|enable> [email]`: an operator's offboarding command, run with the site's
 * settings (the same DATA_DIR or DATABASE_URL and AUTH_SECRET), against the identity store the site uses. See the
 * staff handbook's Authentication page, "Offboarding".
 */
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.js';
import { createLogger, redactText } from '../server/logging.js';
import { openIdentityStore } from '../server/auth/database.js';
import { createMailer } from '../server/auth/mailer.js';
import { createSmsSender } from '../server/sms/smsSender.js';
import { resolveAuthSecret } from '../server/auth/secret.js';
import { createAuth, migrateIdentityStore } from '../server/auth/auth.js';
import { migrateSiteTables } from '../server/store/migrate.js';
import { inMigrationTurn } from '../server/store/migrationTurn.js';
import { accessTokens } from '../server/tokens/accessTokens.js';
import { staffRuleOf } from '../server/auth/staffRule.js';
import { AccountAdminError, accountAdmin, type AccountSummary } from '../server/auth/accountAdmin.js';

const usage = `Usage: npm run users -- <command> [email]
  list [email]      every account (or one): address, verified, staff by domain, disabled, sessions, passkeys, tokens
  add <email>       open an account, so its first sign-in may be an e-mailed code
  revoke <email>    end the account's sessions and delete its passkeys and access tokens
  disable <email>   the same, and bar the address from signing in (an address without an account gets a barred one)
  enable <email>    lift the bar`;

const commands = ['list', 'add', 'revoke', 'disable', 'enable'] as const;
type Command = (typeof commands)[number];

function line(account: AccountSummary): string {
  const flags = [
    account.verified ? 'verified' : 'unverified',
    account.staffByDomain ? 'staff' : 'not staff by domain',
    ...(account.disabled ? ['DISABLED'] : []),
  ];
  return `${account.email}  ${flags.join(', ')}  sessions ${account.sessions}, passkeys ${account.passkeys}, tokens ${account.tokens}`;
}

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!commands.includes(command as Command) || (command !== 'list' && !email) || args.length > 2) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  // The command's output is its answer; the store's own lines would only be noise.
  const log = createLogger('warn');
  const store = await openIdentityStore(config.database, log);
  const mailer = createMailer(config.mail, log);
  try {
    const auth = createAuth({
      config,
      store,
      mailer,
      sms: createSmsSender(config.sms, log),
      log,
      secret: await resolveAuthSecret(config.authSecret, config.dataDir),
    });
    await inMigrationTurn(store.db, config.database.kind, async () => {
      await migrateIdentityStore(auth);
      await migrateSiteTables(store.db);
    });
    const admin = accountAdmin({
      auth,
      tokens: accessTokens(store.db),
      rule: staffRuleOf(config),
      passkeys: config.signIn.methods.includes('webauthn'),
    });
    // Every command but list was refused above without an address, so '' never reaches these.
    const account = email ?? '';
    const done: Record<Command, () => Promise<AccountSummary[]>> = {
      list: () => admin.list(email),
      add: async () => [await admin.add(account)],
      revoke: async () => [await admin.revoke(account)],
      disable: async () => [await admin.disable(account)],
      enable: async () => [await admin.enable(account)],
    };
    const accounts = await done[command as Command]();
    if (accounts.length === 0) console.log('No accounts.');
    for (const account of accounts) console.log(line(account));
    return 0;
  } finally {
    mailer.close();
    await store.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof AccountAdminError) console.error(error.message);
  else console.error('The command failed:', redactText(inspect(error)));
  process.exitCode = 1;
}
