import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import type { Factor, Handle, HandleType } from '@site/contract/factors';
import { factorDescriptions, factorLabels } from '@site/src/auth/factors';
import { editField, initialFormState, submitForm, type FormState, type Validators } from '@site/src/auth/formState';
import { validateEmail, validatePhoneNumber } from '@site/src/auth/validators';
import { PhoneNumberField } from './loadPhoneNumberField';
import { loginText } from './loginText';
import styles from './styles.module.css';

type HandleFactor = Exclude<Factor, { method: 'oidc' }>;

interface Props {
  type: HandleType;
  /** The tab's factors in the server's order; the first is the default. */
  factors: HandleFactor[];
  /** A remembered handle of this type, filled in. */
  prefill: string | undefined;
  /** No handle for a passkey, which names its account itself. */
  onSubmit: (factor: HandleFactor, handle: Handle | undefined) => void;
}

const fieldErrorId = 'login-field-error';
const factorHintId = 'login-factor-hint';
const fieldOf = (type: HandleType) => (type === 'phone_number' ? 'phone' : 'email');

/**
 * The form of one tab: a factor dropdown when the tab has several methods, the e-mail or phone field, and
 * Continue. Submitting runs every validator first; an invalid form sends nothing.
 */
export default function HandleForm({ type, factors, prefill, onSubmit }: Props): ReactNode {
  const field = fieldOf(type);
  const validators: Validators = { [field]: type === 'phone_number' ? validatePhoneNumber : validateEmail };
  const [form, setForm] = useState<FormState>(() => initialFormState({ [field]: prefill ?? '' }));
  const [method, setMethod] = useState(factors[0]?.method);
  const error = form.errors[field]?.message;

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (method === 'webauthn') {
      onSubmit({ method }, undefined);
      return;
    }
    const checked = submitForm(form, validators);
    setForm(checked);
    const factor = factors.find((candidate) => candidate.method === method);
    if (checked.status === 'invalid' || !factor) return;
    onSubmit(factor, { type, value: (checked.values[field] ?? '').trim() });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      {factors.length > 1 && (
        <label className={styles.label}>
          {loginText.factorSelect}
          <select
            className={styles.input}
            value={method}
            aria-describedby={factorHintId}
            onChange={(e) => setMethod(e.target.value as HandleFactor['method'])}
          >
            {factors.map((factor) => (
              <option key={factor.method} value={factor.method}>
                {factorLabels[factor.method]}
              </option>
            ))}
          </select>
        </label>
      )}
      {method && (
        <p id={factorHintId} className={styles.factorHint}>
          {factorDescriptions[method]}
        </p>
      )}
      {method === 'webauthn' ? null : type === 'email_address' ? (
        <label className={styles.label}>
          {loginText.emailLabel}
          <input
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            // biome-ignore lint/a11y/noAutofocus: the sign-in dialog opens to this field; a dialog must move the focus into itself.
            autoFocus
            value={form.values.email ?? ''}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? fieldErrorId : undefined}
            onChange={(e) => setForm(editField(form, 'email', e.target.value, validators))}
          />
        </label>
      ) : (
        <Suspense fallback={<p aria-live="polite">{loginText.phoneFieldLoading}</p>}>
          <PhoneNumberField
            value={form.values.phone ?? ''}
            invalid={Boolean(error)}
            describedBy={error ? fieldErrorId : undefined}
            onChange={(value) => setForm(editField(form, 'phone', value, validators))}
          />
        </Suspense>
      )}
      {error && (
        <p id={fieldErrorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.status === 'invalid'}>
        {loginText.continue}
      </button>
    </form>
  );
}
