import { useState, type FormEvent, type ReactNode } from 'react';
import Bowser from 'bowser';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  webAuthnAvailable,
  webAuthnUnavailableMessage,
} from '@site/src/auth/passkeys';
import { signInEvents } from '@site/src/auth/events';
import type { AccountPanelProps } from '@site/src/components/AccountMenu/accountMenuItems';
import PanelStatus from '@site/src/components/AccountPanel/PanelStatus';
import { useAccountList } from '@site/src/components/AccountPanel/useAccountList';
import styles from '@site/src/components/AccountPanel/styles.module.css';

const addedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** A name that tells this device's passkey apart from others in the list, such as "Chrome on Linux". */
function deviceName(): string {
  const { browser, os } = Bowser.parse(window.navigator.userAgent);
  return [browser.name, os.name].filter(Boolean).join(' on ') || 'This device';
}

/** The account menu's "Passkeys": the reader's passkeys with name and date added, add one, remove one. */
export default function PasskeysPanel({ titleId }: AccountPanelProps): ReactNode {
  const { items: passkeys, status, busy, run } = useAccountList(listPasskeys);
  const [name, setName] = useState(deviceName);
  const available = webAuthnAvailable();

  function onAdd(event: FormEvent): void {
    event.preventDefault();
    const trimmed = name.trim() || deviceName();
    void run(async () => {
      await addPasskey(trimmed, signInEvents);
      return `Passkey “${trimmed}” added. You can now sign in with it.`;
    });
  }

  return (
    <section className={styles.panel}>
      <h2 id={titleId}>Passkeys</h2>
      <p>
        A passkey signs you in without an e-mail: your device or security key confirms it is you, with a fingerprint,
        your face or its PIN. To use one, choose <strong>webauthn</strong> on the e-mail tab of the login form.
      </p>
      {passkeys === undefined ? (
        status.kind !== 'error' && <p aria-live="polite">Loading your passkeys…</p>
      ) : passkeys.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passkeys">
          {passkeys.map((passkey) => {
            const label = passkey.name ?? 'Unnamed passkey';
            return (
              <li key={passkey.id} className={styles.item}>
                <span>
                  <span className={styles.name}>{label}</span>
                  <span className={styles.date}>
                    Added <time dateTime={passkey.createdAt}>{addedOn.format(new Date(passkey.createdAt))}</time>
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--sm button--outline button--danger"
                  aria-label={`Remove ${label}`}
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await removePasskey(passkey.id);
                      return `Passkey “${label}” removed.`;
                    })
                  }
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {available ? (
        <form className={styles.add} onSubmit={onAdd}>
          <label className={styles.label}>
            Name of the new passkey
            <input
              className={styles.input}
              value={name}
              maxLength={64}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            Add a passkey
          </button>
        </form>
      ) : (
        <p role="alert" className={styles.error}>
          {webAuthnUnavailableMessage}
        </p>
      )}
      <PanelStatus status={status} />
    </section>
  );
}
