/**
 * The consent banner (consent levels `necessary` and `analytics`): "Accept analytics" or "Necessary only" on
 * a first visit, and the same choice again from the footer's "Privacy settings". Fixed at the bottom of the window, so it
 * moves nothing on the page; a first visit does not take the keyboard focus, a reopened one does.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {
  closePrivacySettings,
  choose,
  consentSnapshot,
  deleteMyData,
  serverConsentSnapshot,
  subscribeConsent,
  type ConsentState,
} from '@site/src/analytics/consent';
import styles from './styles.module.css';

function currentChoice(state: ConsentState): string {
  if (state.noServer) return 'This copy of the site has no server to send anything to, so nothing is recorded.';
  if (state.signals.globalPrivacyControl || state.signals.doNotTrack) {
    return `Your browser asks sites not to track you (${state.signals.globalPrivacyControl ? 'Global Privacy Control' : 'Do Not Track'}), so analytics stay off.`;
  }
  if (state.decision === 'analytics') return 'You allow analytics.';
  if (state.decision === 'necessary') return 'You chose necessary only: nothing is recorded about your visits.';
  return 'Nothing is recorded until you choose.';
}

export default function ConsentBanner(): ReactNode {
  const state = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = state.decision !== 'undecided';
  const cannotRecord = state.noServer || state.signals.globalPrivacyControl || state.signals.doNotTrack;

  useEffect(() => {
    if (!reopened) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => opener?.focus();
  }, [reopened]);

  const run = (action: () => Promise<string | null>) => async () => {
    setBusy(true);
    setMessage(null);
    try {
      const done = await action();
      if (done) setMessage({ kind: 'done', text: done });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof Error ? error.message : 'Your choice could not be saved. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  /**
   * Reopened, the two choices show which one holds, as a pressed toggle (the sentence above says it in words too); on
   * a first visit neither holds yet, so neither is a toggle.
   */
  const pressed = (choice: 'analytics' | 'necessary') => (reopened ? state.decision === choice : undefined);

  /** Records a choice; the banner closing is its confirmation, so it shows no message. */
  const chooseOnly = (choice: Parameters<typeof choose>[0]) =>
    run(async () => {
      await choose(choice);
      return null;
    });

  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-banner-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && reopened) closePrivacySettings();
      }}
    >
      <div className={styles.body}>
        <h2 id="consent-banner-title" className={styles.title} ref={heading} tabIndex={-1}>
          Privacy settings
        </h2>
        <p className={styles.text}>
          With your permission, Tideline Docs records which pages are read, what is searched for and whether signing in
          works, so writers can improve these guides. No IP address, no tracking across sites.{' '}
          <Link to="/privacy">What is collected</Link>
        </p>
        <p className={styles.text}>
          {currentChoice(state)}
          {state.signedIn && ' Your choice is saved to your account and applies in every browser you sign in with.'}
        </p>
        {message && (
          <p
            className={message.kind === 'error' ? styles.error : styles.text}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {!cannotRecord && (
          <>
            <button
              type="button"
              className={clsx('button button--primary', styles.choice)}
              aria-pressed={pressed('analytics')}
              disabled={busy}
              onClick={chooseOnly('analytics')}
            >
              Accept analytics
            </button>
            <button
              type="button"
              className={clsx('button button--secondary', styles.choice)}
              aria-pressed={pressed('necessary')}
              disabled={busy}
              onClick={chooseOnly('necessary')}
            >
              Necessary only
            </button>
          </>
        )}
        {state.signedIn && reopened && (
          <button
            type="button"
            className="button button--outline button--danger"
            disabled={busy}
            onClick={run(async () => {
              const deleted = await deleteMyData();
              return `Deleted ${deleted === 1 ? 'one recorded event' : `${deleted} recorded events`} and your choice.`;
            })}
          >
            Delete my recorded data
          </button>
        )}
        {reopened && (
          <button type="button" className="button button--link" onClick={closePrivacySettings}>
            Close
          </button>
        )}
      </div>
    </section>
  );
}
