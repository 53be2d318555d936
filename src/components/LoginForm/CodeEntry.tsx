import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Handle } from '@site/contract/factors';
import { editField, initialFormState, submitForm, type FormState, type Validators } from '@site/src/auth/formState';
import { otpLength, validateOtp } from '@site/src/auth/validators';
import type { SignInEvents } from '@site/src/auth/events';
import { useHandleLabel } from '@site/src/auth/useHandleLabel';
import { receiveTextedCode } from '@site/src/auth/webOtp';
import { signInLifetimeMinutes } from '@site/contract/signIn';
import type { CodeEntryState } from './useCodeEntryState';
import { loginText } from './loginText';
import styles from './styles.module.css';

const validators: Validators = { otp: validateOtp };

interface Props {
  handle: Handle;
  state: CodeEntryState;
  events: SignInEvents;
}

function incorrectMessage(handle: Handle): string {
  return handle.type === 'phone_number'
    ? 'That code is not valid. Check the text message and type the code again, or choose Retry for a new code.'
    : 'That code is not valid. Check the newest email and try again, or choose Retry for a new code.';
}

/** Six digits typed or pasted: the whole code, so the form sends it without waiting for Continue. */
const wholeCode = new RegExp(`^\\d{${otpLength}}$`);

/**
 * The code screen: a spinner until the code is sent, then the 6-digit field; each
 * valid submission publishes otpCodeSubmitted, which the running sign-in takes. The last digit, typed or pasted,
 * submits the code; a wrong code empties the field for the next try.
 */
export default function CodeEntry({ handle, state, events }: Props): ReactNode {
  const [form, setForm] = useState<FormState>(initialFormState({ otp: '' }));
  const field = useRef<HTMLInputElement>(null);
  const shownHandle = useHandleLabel(handle);
  const texted = handle.type === 'phone_number';
  const where = texted ? 'texted' : 'sent';
  useEffect(() => {
    if (!state.incorrect) return;
    setForm(initialFormState({ otp: '' }));
    field.current?.focus();
  }, [state.incorrect]);
  const submit = (current: FormState) => {
    const checked = submitForm(current, validators);
    setForm(checked);
    if (checked.status === 'valid') events.publish('otpCodeSubmitted', { code: checked.values.otp ?? '' });
  };
  // Where the browser can read the text (WebOTP), the code arrives as if typed; after a wrong code it waits again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: submit is new each render but publishes to the same events, and a wrong code (state.incorrect) starts a new wait.
  useEffect(() => {
    if (!texted || !state.sent) return undefined;
    const waiting = new AbortController();
    void receiveTextedCode(waiting.signal).then((code) => {
      if (code === undefined || waiting.signal.aborted) return;
      const filled = editField(initialFormState({ otp: '' }), 'otp', code, validators);
      if (wholeCode.test(code)) submit(filled);
      else setForm(filled);
    });
    return () => waiting.abort();
  }, [texted, state.sent, state.incorrect]);
  if (!state.sent) {
    return (
      <div className={styles.header}>
        <h2 id="login-title" className={styles.title}>
          Sending your code…
        </h2>
        <div className={styles.spinner} role="progressbar" aria-label="Sending your code" />
      </div>
    );
  }
  const error = form.errors.otp?.message ?? (state.incorrect ? incorrectMessage(handle) : undefined);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.checking) submit(form);
      }}
    >
      <h2 id="login-title" className={styles.title}>
        Enter your code
      </h2>
      <p className={styles.subtitle}>
        We {where} a {otpLength}-digit code to {shownHandle}. It expires in {signInLifetimeMinutes} minutes.
      </p>
      <label className={styles.label}>
        {loginText.codeLabel}
        <input
          className={clsx(styles.input, styles.code)}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          // biome-ignore lint/a11y/noAutofocus: the code is all this screen asks for, and it replaces the screen that had the focus.
          autoFocus
          ref={field}
          value={form.values.otp ?? ''}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'login-code-error' : undefined}
          onChange={(e) => {
            const edited = editField(form, 'otp', e.target.value.replace(/\s/g, ''), validators);
            if (wholeCode.test(edited.values.otp ?? '') && !state.checking) submit(edited);
            else setForm(edited);
          }}
        />
      </label>
      {error && (
        <p id="login-code-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={form.status === 'invalid' || state.checking}
      >
        {loginText.continue}
      </button>
    </form>
  );
}
