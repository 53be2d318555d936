/**
 * Passkeys (sign-in method `webauthn`): a signed-in reader adds and removes them; anyone signs in with one
 * without typing a handle, since the server asks for a discoverable credential. The ceremonies are Better Auth's
 * passkey client (./passkeyClient.ts), loaded only when a passkey is used, so neither a first visit nor the sign-in
 * form pays for its WebAuthn code. Every function resolves, or rejects with an Error whose message can be shown to
 * the reader.
 */
import { apiErrorOf } from '@site/contract/apiError';
import { unreachableMessage } from './authResult';
import type { SignInEvents } from './events';
import { unauthenticatedUserMessage } from './unauthenticated';

/** Shown to the reader as it stands; the sign-in help pages may quote it. */
export const webAuthnUnavailableMessage = 'The WebAuthn API is not available in the current environment';
/** The server accepted the passkey but answered without the signed-in user. */
export const missingUserMessage = 'no user token in attestation response';

/** A passkey as the account menu lists it. */
export interface Passkey {
  id: string;
  /** What the reader called it when adding it; older or unnamed passkeys have none. */
  name: string | null;
  createdAt: string;
}

/** A refusal from the server, or the passkey client's account of a ceremony that did not finish. */
interface PasskeyFailure {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
}

const loadPasskeyClient = async () => (await import('./passkeyClient')).passkeyAuthClient;

/** Whether this browser can use passkeys at all (checked without loading the WebAuthn code). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function assertWebAuthnAvailable(): void {
  if (!webAuthnAvailable()) throw new Error(webAuthnUnavailableMessage);
}

/**
 * The passkey client's codes for a prompt that ended without an answer: the browser's NotAllowedError (the reader
 * closed it, or it timed out: the page cannot tell which) comes through as the pass-through code, an abort as
 * ceremony-aborted, and any other failure of a sign-in ceremony as AUTH_CANCELLED.
 */
const promptEndedCodes = new Set(['ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'ERROR_CEREMONY_ABORTED', 'AUTH_CANCELLED']);

/** The sentence for a failure; `action` is what the reader was doing. */
function failureMessage(failure: PasskeyFailure, action: 'sign in' | 'add' | 'manage'): string {
  if (failure.status === 401) return unauthenticatedUserMessage;
  const code = failure.code ?? '';
  if (action === 'sign in' && promptEndedCodes.has(code))
    return 'No passkey was chosen, or the prompt timed out. Try again, or sign in another way.';
  if (action === 'sign in' && code === 'PASSKEY_NOT_FOUND')
    return 'This passkey is not known here: it may have been removed. Sign in another way.';
  if (action === 'add' && promptEndedCodes.has(code))
    return 'The passkey was not added: the prompt was closed or timed out.';
  if (action === 'add' && code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already holds a passkey for your account.';
  if (action === 'add' && code === 'SESSION_NOT_FRESH')
    return 'For your security, log out and sign in again before adding a passkey.';
  return apiErrorOf(failure.status, failure).message;
}

/**
 * The passkey client's codes for a ceremony whose last request (the signed challenge, or the new passkey) failed: it
 * catches that failure itself, so a lost network would reach the reader as a closed prompt (signing in) or as the
 * browser's own words, "Failed to fetch" (adding).
 */
const lastRequestFailedCodes = new Set(['AUTH_CANCELLED', 'UNKNOWN_ERROR']);

/** A `fetch` for one ceremony that notes whether one of its requests got no answer at all. */
function watchingForNoAnswer() {
  let noAnswer = false;
  return {
    customFetchImpl: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      try {
        return await fetch(input, init);
      } catch (error) {
        noAnswer = true;
        throw error;
      }
    },
    /** The sentence for how the ceremony failed, the network's when a request of it got no answer. */
    messageFor(failure: PasskeyFailure, action: 'sign in' | 'add'): string {
      if (noAnswer && lastRequestFailedCodes.has(failure.code ?? '')) return unreachableMessage;
      return failureMessage(failure, action);
    },
  };
}

/** Runs a client call, or loads the client; a request that got no answer at all rejects with the network sentence. */
async function reached<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch {
    throw new Error(unreachableMessage);
  }
}

/** Signs in with a passkey this device (or a security key) holds for this site. */
export async function signInWithPasskey({ events }: { events: SignInEvents }): Promise<void> {
  assertWebAuthnAvailable();
  const client = await reached(loadPasskeyClient);
  const network = watchingForNoAnswer();
  const { data, error } = await reached(() =>
    client.signIn.passkey({
      fetchOptions: {
        customFetchImpl: network.customFetchImpl,
        // Sent only once the authenticator has signed the challenge.
        onRequest: () => void events.emit('webAuthnChallengeProcessed', { kind: 'get' }),
      },
    }),
  );
  if (error) throw new Error(network.messageFor(error, 'sign in'));
  if (!data?.user) throw new Error(missingUserMessage);
}

/** Creates a passkey on this device for the signed-in reader and stores it under `name`. */
export async function addPasskey(name: string, events: SignInEvents): Promise<void> {
  assertWebAuthnAvailable();
  const client = await reached(loadPasskeyClient);
  const network = watchingForNoAnswer();
  const { error } = await reached(() =>
    client.passkey.addPasskey({
      name,
      fetchOptions: {
        customFetchImpl: network.customFetchImpl,
        // Sent only once the authenticator has made the passkey.
        onRequest: () => void events.emit('webAuthnChallengeProcessed', { kind: 'create' }),
      },
    }),
  );
  if (error) throw new Error(network.messageFor(error, 'add'));
}

/** The signed-in reader's passkeys, oldest first. */
export async function listPasskeys(): Promise<Passkey[]> {
  const client = await reached(loadPasskeyClient);
  const { data, error } = await reached(() => client.passkey.listUserPasskeys());
  if (error) throw new Error(failureMessage(error, 'manage'));
  return (data ?? [])
    .map(({ id, name, createdAt }) => ({ id, name: name || null, createdAt: new Date(createdAt).toISOString() }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function removePasskey(id: string): Promise<void> {
  const client = await reached(loadPasskeyClient);
  const { error } = await reached(() => client.passkey.deletePasskey({ id }));
  if (error) throw new Error(failureMessage(error, 'manage'));
}
