/** The factors the server offers, fetched when the login form opens (GET /api/sign-in-options). */
import type { SignInOptions } from '@site/contract/factors';
import { signInPaths } from '@site/contract/signIn';

export type { SignInOptions };

export const signInOptionsEndpoint = signInPaths.options;

export async function fetchSignInOptions(): Promise<SignInOptions> {
  const response = await fetch(signInOptionsEndpoint, { credentials: 'same-origin' });
  if (!response.ok) throw new Error('Sign-in is not available on this server right now.');
  return (await response.json()) as SignInOptions;
}
