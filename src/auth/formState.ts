/**
 * The sign-in form's state: values and errors by field name and a
 * valid/invalid status. Pure functions, so the rules are tested without a browser.
 */
import type { Validator } from './validators';

export interface FieldError {
  message: string;
}

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, FieldError>;
  status: 'valid' | 'invalid';
}

export type Validators = Record<string, Validator>;

export function initialFormState(values: Record<string, string> = {}): FormState {
  return { values, errors: {}, status: 'valid' };
}

/**
 * Runs every validator. Any failure makes the form invalid with the errors recorded, and the
 * caller must send nothing.
 */
export function submitForm(state: FormState, validators: Validators): FormState {
  const errors: Record<string, FieldError> = {};
  for (const [field, validate] of Object.entries(validators)) {
    const message = validate(state.values[field] ?? '');
    if (message) errors[field] = { message };
  }
  return { ...state, errors, status: Object.keys(errors).length === 0 ? 'valid' : 'invalid' };
}

/** Editing a validated field of an invalid form makes it valid again and clears every error. */
export function editField(state: FormState, field: string, value: string, validators: Validators): FormState {
  const values = { ...state.values, [field]: value };
  if (state.status === 'invalid' && field in validators) return { values, errors: {}, status: 'valid' };
  return { ...state, values };
}
