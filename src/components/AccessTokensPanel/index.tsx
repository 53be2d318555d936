import { useState, type FormEvent, type ReactNode } from 'react';
import {
  accessTokenLifetimesDays,
  accessTokenPaths,
  defaultAccessTokenLifetimeDays,
  type CreatedAccessToken,
} from '@site/contract/accessTokens';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '@site/src/auth/accessTokens';
import type { AccountPanelProps } from '@site/src/components/AccountMenu/accountMenuItems';
import PanelStatus from '@site/src/components/AccountPanel/PanelStatus';
import { useAccountList } from '@site/src/components/AccountPanel/useAccountList';
import panel from '@site/src/components/AccountPanel/styles.module.css';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const formatDate = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

/**
 * "Access tokens": personal tokens that let an AI assistant read the documentation over MCP as this
 * reader. A new token's secret is shown once, right after it is made.
 */
export default function AccessTokensPanel({ titleId }: AccountPanelProps): ReactNode {
  const { items: tokens, status, busy, run } = useAccountList(listAccessTokens);
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<number>(defaultAccessTokenLifetimeDays);
  const [created, setCreated] = useState<CreatedAccessToken | undefined>();
  const mcpUrl =
    typeof window === 'undefined' ? accessTokenPaths.mcp : `${window.location.origin}${accessTokenPaths.mcp}`;

  function onCreate(event: FormEvent): void {
    event.preventDefault();
    void run(async () => {
      const token = await createAccessToken({
        name: name.trim(),
        expiresInDays: lifetime as (typeof accessTokenLifetimesDays)[number],
      });
      setCreated(token);
      setName('');
      return `Token “${token.name}” created.`;
    });
  }

  return (
    <section className={panel.panel}>
      <h2 id={titleId}>Access tokens</h2>
      <p>
        An access token lets an AI assistant read these docs as you, through the MCP endpoint <code>{mcpUrl}</code>: it
        sends the token as <code>Authorization: Bearer …</code>. Without a token, assistants read the public pages only.
      </p>
      {created && (
        <div className={styles.secret} role="status">
          <p>
            Copy the token for <strong>{created.name}</strong> now: it is shown only once.
          </p>
          <code className={styles.token}>{created.token}</code>
        </div>
      )}
      {tokens === undefined ? (
        status.kind !== 'error' && <p aria-live="polite">Loading your tokens…</p>
      ) : tokens.length === 0 ? (
        <p>You have no access tokens.</p>
      ) : (
        <ul className={panel.list} aria-label="Your access tokens">
          {tokens.map((token) => (
            <li key={token.id} className={panel.item}>
              <span>
                <span className={panel.name}>{token.name}</span>
                <span className={panel.date}>
                  Created {formatDate(token.created_at)} · expires {formatDate(token.expires_at)} ·{' '}
                  {token.last_used_at ? <>last used {formatDate(token.last_used_at)}</> : 'never used'}
                </span>
              </span>
              <button
                type="button"
                className="button button--sm button--outline button--danger"
                aria-label={`Revoke ${token.name}`}
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await revokeAccessToken(token.id);
                    if (created?.id === token.id) setCreated(undefined);
                    return `Token “${token.name}” revoked.`;
                  })
                }
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={panel.add} onSubmit={onCreate}>
        <label className={panel.label}>
          Name of the new token
          <input
            className={panel.input}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={panel.label}>
          Expires after
          <select
            className={panel.input}
            value={lifetime}
            onChange={(event) => setLifetime(Number(event.target.value))}
          >
            {accessTokenLifetimesDays.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Create token
        </button>
      </form>
      <PanelStatus status={status} />
    </section>
  );
}
