import type { ReactNode } from 'react';
import { authenticatingText, showsCodeEntry } from '@site/src/auth/authenticatingText';
import type { SignInEvents } from '@site/src/auth/events';
import { useHandleLabel } from '@site/src/auth/useHandleLabel';
import type { Attempt } from '@site/src/auth/useSignInFlow';
import ScreenHeader from './ScreenHeader';
import CodeEntry from './CodeEntry';
import type { CodeEntryState } from './useCodeEntryState';
import { loginText } from './loginText';
import styles from './styles.module.css';

interface Props {
  logo?: ReactNode;
  attempt: Attempt;
  codeEntry: CodeEntryState;
  events: SignInEvents;
  onBack: () => void;
  onRetry: () => void;
}

/** The screen while a sign-in runs: wording per method (or the code entry), Back cancels, Retry runs it again. */
export default function AuthenticatingScreen({ logo, attempt, codeEntry, events, onBack, onRetry }: Props): ReactNode {
  const { factor, handle } = attempt;
  const text = authenticatingText(factor, useHandleLabel(handle));
  return (
    <div className={styles.screen} data-screen="authenticating" data-method={factor.method}>
      {showsCodeEntry(factor) && handle ? (
        <CodeEntry handle={handle} state={codeEntry} events={events} />
      ) : (
        <ScreenHeader logo={logo} title={text.title} subtitle={text.message} />
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {loginText.back}
        </button>
        <button type="button" className="button button--link" onClick={onRetry}>
          {loginText.retry}
        </button>
      </div>
    </div>
  );
}
