import React, { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  defaultTab,
  factorLabels,
  factorsForHandleType,
  handleTabs,
  providerFactors,
  showsDivider,
  type Factor,
  type HandleType,
} from '@site/src/auth/factors';
import { initialFormState, editField, submitForm, type FormState, type Validators } from '@site/src/auth/formState';
import { validateEmail, validatePhoneNumber } from '@site/src/auth/validators';
import { LoginFlow, type LoginSnapshot } from '@site/src/auth/loginFlow';
import { signInWithEmailCode, signInWithEmailLink } from '@site/src/auth/emailSignIn';
import { signInWithSingleSignOn } from '@site/src/auth/singleSignOn';
import { PopupBlockedError, signInWithSingleSignOnPopup } from '@site/src/auth/singleSignOnPopup';
import { signInWithPasskey } from '@site/src/auth/passkeys';
import { readLastHandle, saveLastHandle } from '@site/src/auth/lastHandle';
import type { SignInOptions } from '@site/src/auth/signInOptions';
import PhoneNumberField from './PhoneNumberField';
import CodeEntry from './CodeEntry';
import { loginText } from './loginText';
import { useCodeChannel } from './useCodeChannel';
import styles from './styles.module.css';

const fieldErrorId = 'login-field-error';

const tabLabels: Record<HandleType, string> = { email_address: 'Email', phone_number: 'Phone' };

interface Props {
  options: SignInOptions;
  /** Where the reader returns after signing in; the page reloads there so the right build is served. */
  returnTo: string;
  onSignedIn: () => void;
}

/** One run of the login flow: the factor chosen and, for the e-mail factors, the address typed. */
type Attempt = { factor: Factor; email: string };

/** The sign-in widget (seed §4 "Sign-in screens"): initial, authenticating, error and success screens. */
export default function LoginForm({ options, returnTo, onSignedIn }: Props): ReactNode {
  const lastHandle = useMemo(() => (options.rememberLastHandle ? readLastHandle() : undefined), [options]);
  const tabs = handleTabs(options.factors);
  const [tab, setTab] = useState<HandleType | undefined>(() => defaultTab(options.factors, lastHandle?.type));
  const tabFactors = tab ? factorsForHandleType(options.factors, tab) : [];
  const [method, setMethod] = useState<Factor['method'] | undefined>(tabFactors[0]?.method);
  const field = tab === 'phone_number' ? 'phone' : 'email';
  const validators: Validators = { [field]: field === 'phone' ? validatePhoneNumber : validateEmail };
  const [form, setForm] = useState<FormState>(() =>
    initialFormState(lastHandle ? { [lastHandle.type === 'phone_number' ? 'phone' : 'email']: lastHandle.value } : {}),
  );

  const logoSources = { light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg') };
  const flow = useMemo(() => new LoginFlow<Attempt, void>(), []);
  const [snapshot, setSnapshot] = useState<LoginSnapshot>(flow.current);
  const [attempt, setAttempt] = useState<Attempt | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  const codes = useCodeChannel();
  const abortRef = useRef<AbortController | undefined>(undefined);
  useEffect(() => flow.subscribe(setSnapshot), [flow]);
  useEffect(() => () => abortRef.current?.abort(), []);

  function chooseTab(next: HandleType): void {
    setTab(next);
    setMethod(factorsForHandleType(options.factors, next)[0]?.method);
    setForm(initialFormState());
  }

  function login(current: Attempt): Promise<void> {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    codes.reset();
    const { method, options: factorOptions } = current.factor;
    if (method === 'oidc' && factorOptions?.providerId) {
      return factorOptions.mode === 'redirect'
        ? signInWithSingleSignOn({ providerId: factorOptions.providerId, returnTo })
        : signInWithSingleSignOnPopup({ providerId: factorOptions.providerId, signal: controller.signal });
    }
    if (method === 'webauthn') return signInWithPasskey();
    if (method === 'otp_via_email') {
      return signInWithEmailCode({
        email: current.email,
        nextCode: codes.next,
        onCodeSent: codes.markSent,
        onIncorrectCode: codes.markIncorrect,
      });
    }
    if (method === 'email_link') {
      return signInWithEmailLink({ email: current.email, returnTo, signal: controller.signal });
    }
    return Promise.reject(new Error(`Signing in with ${method} is not available on this site.`));
  }

  function start(next: Attempt, onSuccess?: () => void): void {
    setAttempt(next);
    flow.send({
      type: 'login',
      request: {
        login,
        options: next,
        onSuccess: () => {
          onSuccess?.();
          setSucceeded(true);
          onSignedIn();
        },
      },
    });
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    // A passkey names its account itself: no handle to type or check.
    if (method === 'webauthn') {
      start({ factor: { method }, email: '' });
      return;
    }
    const checked = submitForm(form, validators);
    setForm(checked);
    if (checked.status === 'invalid' || !method || !tab) return;
    const value = (checked.values[field] ?? '').trim();
    const factor = tabFactors.find((candidate) => candidate.method === method) ?? { method };
    start({ factor, email: value }, () => {
      if (options.rememberLastHandle) saveLastHandle({ type: tab, value });
    });
  }

  function cancel(): void {
    abortRef.current?.abort();
    flow.send({ type: 'cancel' });
  }

  const header = (title: string, subtitle: string) => (
    <header className={styles.header}>
      <ThemedImage
        className={styles.logo}
        sources={logoSources}
        alt=""
        width={55}
        height={55}
      />
      <h2 id="login-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  );

  if (succeeded) {
    return (
      <div className={styles.screen} data-screen="success">
        {header(loginText.successTitle, loginText.successSubtitle)}
        <div className={styles.checkIcon} aria-hidden="true">
          ✓
        </div>
      </div>
    );
  }

  if (snapshot.state === 'error') {
    const message = snapshot.error instanceof Error ? snapshot.error.message : loginText.errorSubtitle;
    return (
      <div className={styles.screen} data-screen="error" role="alert">
        {header(loginText.errorTitle, message)}
        {snapshot.error instanceof PopupBlockedError && attempt?.factor.options?.providerId && (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              cancel();
              start({ factor: { ...attempt.factor, options: { ...attempt.factor.options, mode: 'redirect' } }, email: '' });
            }}>
            Continue with redirect
          </button>
        )}
        <button type="button" className="button button--secondary button--block" onClick={cancel}>
          {loginText.back}
        </button>
      </div>
    );
  }

  if (snapshot.state === 'authenticating' && attempt) {
    return (
      <div className={styles.screen} data-screen="authenticating">
        {attempt.factor.method === 'otp_via_email' && <CodeEntry email={attempt.email} codes={codes} />}
        {attempt.factor.method === 'email_link' &&
          header('Check your email', `We sent a sign-in link to ${attempt.email}. Open it to continue; this page follows.`)}
        {attempt.factor.method === 'webauthn' &&
          header('Use your passkey', 'Follow your browser’s prompt to choose a passkey for this site.')}
        {attempt.factor.method === 'oidc' &&
          header(`Signing in with ${providerLabel(attempt.factor)}`, 'You are being taken to your organisation’s sign-in page.')}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {loginText.back}
          </button>
          <button type="button" className="button button--link" onClick={() => flow.send({ type: 'retry' })}>
            {loginText.retry}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen} data-screen="initial">
      {header(loginText.title, loginText.subtitle)}
      {tabs.length > 1 && (
        <div className={styles.tabs} role="tablist">
          {tabs.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              aria-selected={tab === type}
              className={clsx(styles.tab, tab === type && styles.tabActive)}
              onClick={() => chooseTab(type)}>
              {tabLabels[type]}
            </button>
          ))}
        </div>
      )}
      {tab && (
        <form noValidate onSubmit={onSubmit} className={styles.form}>
          {tabFactors.length > 1 && (
            <label className={styles.label}>
              Sign in with
              <select className={styles.input} value={method} onChange={(e) => setMethod(e.target.value as Factor['method'])}>
                {tabFactors.map((factor) => (
                  <option key={factor.method} value={factor.method}>
                    {factor.method === 'oidc' ? providerLabel(factor) : factorLabels[factor.method]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {method === 'webauthn' ? null : field === 'email' ? (
            <label className={styles.label}>
              Email address
              <input
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                autoFocus
                value={form.values.email ?? ''}
                aria-invalid={Boolean(form.errors.email)}
                aria-describedby={form.errors.email ? fieldErrorId : undefined}
                onChange={(e) => setForm(editField(form, 'email', e.target.value, validators))}
              />
            </label>
          ) : (
            <PhoneNumberField value={form.values.phone ?? ''} onChange={(v) => setForm(editField(form, 'phone', v, validators))} />
          )}
          {form.errors[field] && (
            <p id={fieldErrorId} className={styles.fieldError} role="alert">
              {form.errors[field]?.message}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={form.status === 'invalid'}>
            {loginText.continue}
          </button>
        </form>
      )}
      {showsDivider(options.factors) && <div className={styles.divider}>{loginText.divider}</div>}
      {providerFactors(options.factors).map((factor) => (
        <button
          key={factor.options?.providerId ?? providerLabel(factor)}
          type="button"
          className="button button--secondary button--block"
          onClick={() => start({ factor, email: '' })}>
          Sign in with {providerLabel(factor)}
        </button>
      ))}
    </div>
  );
}

function providerLabel(factor: Factor): string {
  return factor.options?.label ?? factor.options?.provider ?? 'single sign-on';
}
