/**
 * What an operator does to a person's account (`npm run users`): list accounts, open one ahead of a first sign-in, end
 * everything that signs the person in (sessions, passkeys, personal access tokens), and bar or unbar the address.
 */
import type { Auth } from './auth.js';
import type { AccessTokens } from '../tokens/accessTokens.js';
import { emailStaffLapsed, hasStaffAddress, type StaffRule } from './staffRule.js';

export interface AccountSummary {
  email: string;
  verified: boolean;
  /** Staff by the address's domain today (directory groups come with each single sign-on, not from here). */
  staffByDomain: boolean;
  disabled: boolean;
  sessions: number;
  passkeys: number;
  tokens: number;
}

export class AccountAdminError extends Error {
  override name = 'AccountAdminError';
}

interface StoredUser {
  id: string;
  email: string;
  emailVerified: boolean;
  disabled?: boolean | null;
  inboxProvedAt?: Date | string | null;
}

export interface AccountAdminDependencies {
  auth: Auth;
  tokens: Pick<AccessTokens, 'list' | 'revokeAll'>;
  rule: StaffRule;
  /** Whether passkeys are offered (their table exists only then). */
  passkeys: boolean;
}

export function accountAdmin({ auth, tokens, rule, passkeys }: AccountAdminDependencies) {
  const context = () => auth.$context;
  const normalized = (email: string) => email.normalize('NFC').trim().toLowerCase();

  async function find(email: string): Promise<StoredUser | null> {
    const found = await (await context()).internalAdapter.findUserByEmail(normalized(email));
    return (found?.user as StoredUser | undefined) ?? null;
  }

  async function existing(email: string): Promise<StoredUser> {
    const user = await find(email);
    if (!user) throw new AccountAdminError(`No account has the address ${normalized(email)}.`);
    return user;
  }

  async function summary(user: StoredUser): Promise<AccountSummary> {
    const { adapter } = await context();
    const byUser = [{ field: 'userId', value: user.id }];
    const inboxProvedAt = user.inboxProvedAt ? new Date(user.inboxProvedAt) : null;
    return {
      email: user.email,
      verified: user.emailVerified,
      staffByDomain:
        !rule.directoryOnly && hasStaffAddress(user, rule) && !emailStaffLapsed({ ...user, inboxProvedAt }, rule),
      disabled: user.disabled === true,
      sessions: await adapter.count({ model: 'session', where: byUser }),
      passkeys: passkeys ? await adapter.count({ model: 'passkey', where: byUser }) : 0,
      tokens: (await tokens.list(user.id)).length,
    };
  }

  async function endEverything(user: StoredUser): Promise<void> {
    const { adapter, internalAdapter } = await context();
    await internalAdapter.deleteUserSessions(user.id);
    if (passkeys) await adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: user.id }] });
    await tokens.revokeAll(user.id);
  }

  async function setDisabled(user: StoredUser, disabled: boolean): Promise<void> {
    const { adapter } = await context();
    await adapter.update({ model: 'user', where: [{ field: 'id', value: user.id }], update: { disabled } });
  }

  return {
    async list(email?: string): Promise<AccountSummary[]> {
      if (email !== undefined) return [await summary(await existing(email))];
      const users = await (await context()).adapter.findMany<StoredUser>({
        model: 'user',
        sortBy: { field: 'email', direction: 'asc' },
      });
      return Promise.all(users.map(summary));
    },
    /** Opens an account with a verified address, so its owner's first sign-in may be an e-mailed code. */
    async add(email: string): Promise<AccountSummary> {
      if (await find(email)) throw new AccountAdminError(`${normalized(email)} already has an account.`);
      const user = await (await context()).internalAdapter.createUser(
        { email: normalized(email), name: '', emailVerified: true },
        { method: 'admin' },
      );
      return summary(user as StoredUser);
    },
    async revoke(email: string): Promise<AccountSummary> {
      const user = await existing(email);
      await endEverything(user);
      return summary(user);
    },
    /** Ends everything and bars the address; an address without an account gets a barred one, so none can be made. */
    async disable(email: string): Promise<AccountSummary> {
      const user =
        (await find(email)) ??
        ((await (
          await context()
        ).internalAdapter.createUser(
          { email: normalized(email), name: '', emailVerified: false },
          { method: 'admin' },
        )) as StoredUser);
      await setDisabled(user, true);
      await endEverything(user);
      return summary({ ...user, disabled: true });
    },
    async enable(email: string): Promise<AccountSummary> {
      const user = await existing(email);
      await setDisabled(user, false);
      return summary({ ...user, disabled: false });
    },
  };
}
