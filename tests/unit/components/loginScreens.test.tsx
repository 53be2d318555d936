// @vitest-environment jsdom
/**
 * The login form's error screen and its provider buttons as a reader sees them (the product's wording and size: the error title
 * "Something went wrong...", icons of 55 px). Calls to the sign-in API are answered by a stand-in for the server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LoginForm from '@site/src/components/LoginForm';
import { SignInEvents } from '@site/src/auth/events';
import type { Factor } from '@site/contract/factors';

const emailLink: Factor = { method: 'email_link' };
const entra: Factor = {
  method: 'oidc',
  options: { providerId: 'entra', label: 'Microsoft Entra ID', provider: 'azuread', mode: 'popup' },
};

function renderForm(factors: Factor[]) {
  render(
    <LoginForm
      options={{ factors, rememberLastHandle: false }}
      returnTo="/intro"
      onSignedIn={() => {}}
      events={new SignInEvents()}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the error screen', () => {
  it('is titled "Something went wrong..." when a sign-in fails, with the reason and a way back', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), { status: 429 }),
    );
    renderForm([emailLink]);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'operator@riverbend.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong...' })).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });
});

describe('a provider button', () => {
  it('draws the provider’s icon 55 px square', async () => {
    renderForm([entra]);
    const button = screen.getByRole('button', { name: 'Sign in with Microsoft Entra ID' });
    const icon = await waitFor(() => {
      const drawn = button.querySelector<HTMLElement>('[data-provider-icon="azuread"]');
      if (!drawn?.querySelector('svg')) throw new Error('The icon is not drawn yet.');
      return drawn;
    });
    expect([icon.style.width, icon.style.height]).toEqual(['55px', '55px']);
    const svg = icon.querySelector('svg');
    expect([svg?.getAttribute('width'), svg?.getAttribute('height')]).toEqual(['55', '55']);
  });
});
