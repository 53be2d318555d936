import { describe, expect, it } from 'vitest';
import { editField, initialFormState, submitForm } from '@site/src/auth/formState';
import { validateEmail } from '@site/src/auth/validators';

const validators = { email: validateEmail };

describe('sign-in form state', () => {
  it('starts valid with no errors', () => {
    expect(initialFormState()).toEqual({ values: {}, errors: {}, status: 'valid' });
  });

  it('becomes invalid with the error under the field when a validator fails on submit', () => {
    const state = submitForm(initialFormState({ email: 'nope' }), validators);
    expect(state.status).toBe('invalid');
    expect(state.errors.email).toEqual({ message: 'Please enter your email address.' });
  });

  it('stays valid on submit when every validator passes', () => {
    const state = submitForm(initialFormState({ email: 'writer@tideline.example' }), validators);
    expect(state).toMatchObject({ status: 'valid', errors: {} });
  });

  it('validates a field that was never touched as empty', () => {
    expect(submitForm(initialFormState(), validators).status).toBe('invalid');
  });

  it('returns to valid and clears every error when an invalid field is edited', () => {
    const invalid = submitForm(initialFormState({ email: 'nope' }), validators);
    const edited = editField(invalid, 'email', 'nope@', validators);
    expect(edited).toEqual({ values: { email: 'nope@' }, errors: {}, status: 'valid' });
  });

  it('keeps errors when a field without a validator is edited', () => {
    const invalid = submitForm(initialFormState({ email: 'nope' }), validators);
    expect(editField(invalid, 'note', 'x', validators).status).toBe('invalid');
  });
});
