// @vitest-environment jsdom
/**
 * The login form as a reader meets it (the first screen, the form, validation), rendered by React
 * in jsdom. Calls to the sign-in API are answered by a stand-in for the server where a test needs one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import LoginForm from '@site/src/components/LoginForm';
import { SignInEvents } from '@site/src/auth/events';
import { lastHandleStorageKey } from '@site/src/auth/lastHandle';
import type { Factor, SignInOptions } from '@site/contract/factors';

const emailLink: Factor = { method: 'email_link' };
const emailCode: Factor = { method: 'otp_via_email' };
const smsCode: Factor = { method: 'otp_via_sms' };
const smsLink: Factor = { method: 'sms_link' };
const entra: Factor = {
  method: 'oidc',
  options: { providerId: 'entra', label: 'Microsoft Entra ID', provider: 'azuread', mode: 'popup' },
};

function renderForm(factors: Factor[], { rememberLastHandle = true, events = new SignInEvents() } = {}) {
  const options: SignInOptions = { factors, rememberLastHandle };
  render(<LoginForm options={options} returnTo="/intro" onSignedIn={() => {}} events={events} />);
  return events;
}

/** Answers the sign-in API in order, as the server would, and records the paths asked for and the bodies sent. */
function serverAnswering(...answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tab = (name: string) => screen.getByRole('tab', { name });
const countryBox = () => screen.getByRole('combobox', { name: 'Country' });
/**
 * The phone field and its country list load when the phone form is first shown (./loadPhoneNumberField.ts). That import
 * took over Testing Library's 1 s default on a busy machine, so the wait is longer; a field that never comes still fails.
 */
const phoneField = () => screen.findByLabelText('Phone number', {}, { timeout: 10_000 });
const options = () => within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');

describe('tabs', () => {
  it('shows an Email and a Phone tab when both kinds of method are offered, Email first', () => {
    renderForm([emailLink, smsCode]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Email', 'Phone']);
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('shows one form and no tabs when only e-mail methods are offered', () => {
    renderForm([emailLink, emailCode]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('opens on the Phone tab, number filled in, when the last handle used was a phone number', async () => {
    localStorage.setItem(lastHandleStorageKey, JSON.stringify({ type: 'phone_number', value: '+61412345678' }));
    renderForm([emailLink, smsCode]);
    expect(tab('Phone').getAttribute('aria-selected')).toBe('true');
    expect(((await phoneField()) as HTMLInputElement).value).toBe('412345678');
    expect((countryBox() as HTMLInputElement).value).toBe('+61 Australia');
  });

  it('ignores the last handle when remembering is switched off', () => {
    localStorage.setItem(lastHandleStorageKey, JSON.stringify({ type: 'phone_number', value: '+61412345678' }));
    renderForm([emailLink, smsCode], { rememberLastHandle: false });
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
  });

  it('switches to the phone form when the Phone tab is chosen', async () => {
    renderForm([emailLink, smsCode]);
    fireEvent.click(tab('Phone'));
    expect(await phoneField()).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});

describe('factor dropdown', () => {
  it('lists the tab’s methods by the specification’s labels, the first chosen', () => {
    renderForm([emailLink, emailCode, smsCode, smsLink]);
    const select = screen.getByLabelText('Sign in with') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['email link', 'email code']);
    expect(select.value).toBe('email_link');
    fireEvent.click(tab('Phone'));
    expect(Array.from((screen.getByLabelText('Sign in with') as HTMLSelectElement).options).map((o) => o.text)).toEqual(
      ['OTP via SMS', 'SMS link'],
    );
  });

  it('is left out when a tab has a single method', () => {
    renderForm([emailLink, smsCode]);
    expect(screen.queryByLabelText('Sign in with')).toBeNull();
  });
});

describe('provider buttons and the divider', () => {
  it('puts "or" between the forms and the provider buttons, which draw the provider’s icon', async () => {
    renderForm([emailLink, entra]);
    expect(screen.getByText('or')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in with Microsoft Entra ID' });
    // The drawings load with the first provider button (./ProviderButtons.tsx).
    await waitFor(() => expect(button.querySelector('[data-provider-icon="azuread"] svg')).not.toBeNull());
  });

  it('has no divider with provider buttons alone', () => {
    renderForm([entra]);
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('has no divider with handle forms alone', () => {
    renderForm([emailLink, smsCode]);
    expect(screen.queryByText('or')).toBeNull();
  });
});

describe('methods in plain words', () => {
  const passkey: Factor = { method: 'webauthn' };

  it('says under the method list what the chosen method does', () => {
    renderForm([emailLink, emailCode]);
    const list = screen.getByLabelText('Sign in with');
    expect(screen.getByText('We e-mail you a link. Open it on any device to sign in here.')).toBeTruthy();
    fireEvent.change(list, { target: { value: 'otp_via_email' } });
    expect(screen.getByText('We e-mail you a 6-digit code to type here.')).toBeTruthy();
    expect(list.getAttribute('aria-describedby')).toBe('login-factor-hint');
  });

  it('offers "Sign in with a passkey" as a button of its own when passkeys are offered', () => {
    renderForm([emailLink, passkey]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('has no passkey button when passkeys are not offered', () => {
    renderForm([emailLink, smsCode]);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});

// The picker lists about 240 countries, which jsdom lays out slowly on a busy machine.
describe('country picker', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    renderForm([smsCode]);
    await phoneField();
  });

  it('starts on the United Kingdom', () => {
    expect((countryBox() as HTMLInputElement).value).toBe('+44 United Kingdom');
  });

  it('keeps the chosen country in the field when it is focused, and lists every country', () => {
    fireEvent.focus(countryBox());
    expect((countryBox() as HTMLInputElement).value).toBe('+44 United Kingdom');
    expect(options().length).toBeGreaterThan(200);
  });

  it('lists the preferred countries first', () => {
    fireEvent.focus(countryBox());
    expect(
      options()
        .slice(0, 5)
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringContaining('Australia'),
      expect.stringContaining('India'),
      expect.stringContaining('United Arab Emirates'),
      expect.stringContaining('United Kingdom'),
      expect.stringContaining('United States'),
    ]);
  });

  it.each([
    ['a name', 'zeal', 'New Zealand'],
    ['a two-letter code', 'XK', 'Kosovo'],
    ['a dial code', '+383', 'Kosovo'],
  ])('finds a country by %s', (_what, query, country) => {
    fireEvent.focus(countryBox());
    fireEvent.change(countryBox(), { target: { value: query } });
    expect(options().map((o) => o.textContent)).toEqual(expect.arrayContaining([expect.stringContaining(country)]));
  });

  it('gives Kosovo its own dial code, +383', () => {
    fireEvent.focus(countryBox());
    fireEvent.change(countryBox(), { target: { value: 'kosovo' } });
    fireEvent.click(options()[0]!);
    expect((countryBox() as HTMLInputElement).value).toBe('+383 Kosovo');
  });
});

describe('validation of what the reader types', () => {
  it('asks for an e-mail address, under the field, and sends nothing', () => {
    const calls = serverAnswering();
    renderForm([emailLink]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(calls).toEqual([]);
  });

  it('refuses a malformed e-mail address', () => {
    renderForm([emailLink]);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
  });

  it('asks for a phone number', () => {
    renderForm([smsCode]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
  });

  it('keeps Continue disabled while the form is invalid, and editing clears the errors', () => {
    renderForm([emailLink]);
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    fireEvent.click(continueButton);
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a' } });
    expect(continueButton.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the selected dial code followed by the number', async () => {
    const calls = serverAnswering({ status: 200, body: {} });
    renderForm([smsCode]);
    fireEvent.change(await phoneField(), { target: { value: '07911 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({ url: '/api/auth/phone-number/send-otp', body: { phoneNumber: '+447911123456' } }),
    );
  });

  it('asks for the 6-digit code and sends nothing else', async () => {
    const calls = serverAnswering({ status: 200, body: {} });
    renderForm([smsCode]);
    fireEvent.change(await phoneField(), { target: { value: '7911123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('One-time code');
    fireEvent.change(code, { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter the OTP code.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe('the code field', () => {
  it('sends the code when its sixth digit is typed, without Continue', async () => {
    const calls = serverAnswering({ status: 200, body: {} }, { status: 200, body: {} });
    renderForm([smsCode]);
    fireEvent.change(await phoneField(), { target: { value: '7911123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('One-time code');
    fireEvent.change(code, { target: { value: '12345' } });
    expect(calls).toHaveLength(1);
    fireEvent.change(code, { target: { value: '123456' } });
    await waitFor(() =>
      expect(calls[1]).toEqual({
        url: '/api/auth/phone-number/verify',
        body: { phoneNumber: '+447911123456', code: '123456' },
      }),
    );
  });

  it('sends a pasted code with spaces in it', async () => {
    const calls = serverAnswering({ status: 200, body: {} }, { status: 200, body: {} });
    renderForm([emailCode]);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '123 456' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ email: 'reader@example.com', otp: '123456' });
  });
});

describe('a wrong texted code', () => {
  it('fires otpIncorrectCodeSubmitted, texts nothing new, and empties the field for another try', async () => {
    const calls = serverAnswering(
      { status: 200, body: {} },
      { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } },
    );
    const events = new SignInEvents();
    const incorrect = vi.fn();
    const sent = vi.fn();
    events.on('otpIncorrectCodeSubmitted', incorrect);
    events.on('otpSmsSent', sent);
    renderForm([smsCode], { events });
    fireEvent.change(await phoneField(), { target: { value: '7911123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '000000' } });
    await screen.findByText(
      'That code is not valid. Check the text message and type the code again, or choose Retry for a new code.',
    );
    expect(incorrect).toHaveBeenCalledOnce();
    expect(sent).toHaveBeenCalledOnce();
    const field = screen.getByLabelText('One-time code') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(''));
    expect(document.activeElement).toBe(field);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/phone-number/send-otp', '/api/auth/phone-number/verify']);
  });
});

describe('error screen', () => {
  it('shows the specification’s message with an error icon, the server’s words as detail, and Back', async () => {
    serverAnswering({ status: 403, body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm([smsLink]);
    fireEvent.change(await phoneField(), { target: { value: '7911123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('There has been an error while submitting your form. Please try again.');
    expect(screen.getByText('Too many attempts')).toBeTruthy();
    expect(document.querySelector('[data-icon="error"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});
