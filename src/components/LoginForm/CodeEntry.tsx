import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { editField, initialFormState, submitForm, type FormState, type Validators } from '@site/src/auth/formState';
import { otpLength, validateOtp } from '@site/src/auth/validators';
import { signInLifetimeMinutes } from '@site/config/signIn';
import type { useCodeChannel } from './useCodeChannel';
import { loginText } from './loginText';
import styles from './styles.module.css';

const validators: Validators = { otp: validateOtp };

/**
 * The code screen of an e-mail-code sign-in (seed §4 "OTP screen"): a spinner until the code is sent,
 * then the 6-digit field; each valid submission goes to the running login through the code channel.
 */
export default function CodeEntry({ email, codes }: { email: string; codes: ReturnType<typeof useCodeChannel> }): ReactNode {
  const [form, setForm] = useState<FormState>(initialFormState({ otp: '' }));
  if (!codes.sent) {
    return (
      <div className={styles.header}>
        <h2 id="login-title" className={styles.title}>
          Sending your code…
        </h2>
        <div className={styles.spinner} role="progressbar" aria-label="Sending your code" />
      </div>
    );
  }
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = submitForm(form, validators);
        setForm(checked);
        if (checked.status === 'valid') codes.submit(checked.values.otp ?? '');
      }}>
      <h2 id="login-title" className={styles.title}>
        Enter your code
      </h2>
      <p className={styles.subtitle}>We sent a {otpLength}-digit code to {email}. It expires in {signInLifetimeMinutes} minutes.</p>
      <label className={styles.label}>
        One-time code
        <input
          className={clsx(styles.input, styles.code)}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={otpLength}
          autoFocus
          value={form.values.otp ?? ''}
          aria-invalid={Boolean(form.errors.otp) || codes.incorrect}
          aria-describedby={form.errors.otp || codes.incorrect ? 'login-code-error' : undefined}
          onChange={(e) => setForm(editField(form, 'otp', e.target.value.replace(/\s/g, ''), validators))}
        />
      </label>
      {(form.errors.otp || codes.incorrect) && (
        <p id="login-code-error" className={styles.fieldError} role="alert">
          {form.errors.otp?.message ?? 'That code is not valid. Check the newest email and try again.'}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.status === 'invalid' || codes.checking}>
        {loginText.continue}
      </button>
    </form>
  );
}
