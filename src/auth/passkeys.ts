/**
 * Passkeys (sign-in method `webauthn`): a signed-in reader adds and removes them; anyone signs in with one
 * without typing a handle, since the server asks for a discoverable credential. The browser's WebAuthn
 * code loads only when a passkey is used, so a first visit does not pay for it.
 * Every function resolves, or rejects with an Error whose message can be shown to the reader.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { betterAuthPaths } from '@site/config/signIn';
import { getJson, postJson, unauthenticatedUserMessage, type AuthResult } from './authClient';
import type { SignInEvents } from './events';

/** Shown to the reader as it stands; the sign-in help pages may quote it. */
export const webAuthnUnavailableMessage = 'The WebAuthn API is not available in the current environment';
/** The server's options carry no challenge to sign. */
export const missingChallengeMessage = 'no challenges in ID response';
/** The server accepted the passkey but answered without the signed-in user. */
export const missingUserMessage = 'no user token in attestation response';

/** A passkey as the account menu lists it. */
export interface Passkey {
  id: string;
  /** What the reader called it when adding it; older or unnamed passkeys have none. */
  name: string | null;
  createdAt: string;
}

const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (checked without loading the WebAuthn code). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function assertWebAuthnAvailable(): void {
  if (!webAuthnAvailable()) throw new Error(webAuthnUnavailableMessage);
}

function unwrap<Body>(result: AuthResult<Body>): Body {
  if (!result.ok) throw new Error(result.status === 401 ? unauthenticatedUserMessage : result.message);
  return result.body;
}

function withChallenge<Options extends { challenge?: unknown }>(options: Options | null): Options {
  if (typeof options?.challenge !== 'string' || !options.challenge) throw new Error(missingChallengeMessage);
  return options;
}

/** What the browser's own error means to the reader; the prompt's cancel and time-out look the same to the page. */
function ceremonyError(error: unknown, action: 'sign in' | 'add'): Error {
  // SimpleWebAuthn's errors carry the name of the browser's DOMException they wrap.
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') {
    return new Error(
      action === 'sign in'
        ? 'No passkey was chosen, or the prompt timed out. Try again, or sign in another way.'
        : 'The passkey was not added: the prompt was closed or timed out.',
    );
  }
  if (name === 'InvalidStateError') return new Error('This device already holds a passkey for your account.');
  return new Error(error instanceof Error ? error.message : String(error));
}

/** Signs in with a passkey this device (or a security key) holds for this site. */
export async function signInWithPasskey({ events }: { events: SignInEvents }): Promise<void> {
  assertWebAuthnAvailable();
  const { startAuthentication } = await loadWebAuthn();
  const optionsJSON = withChallenge(
    unwrap(await getJson<PublicKeyCredentialRequestOptionsJSON | null>(betterAuthPaths.passkey.signInOptions)),
  );
  let response: AuthenticationResponseJSON;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (error) {
    throw ceremonyError(error, 'sign in');
  }
  events.emit('webAuthnChallengeProcessed', { kind: 'get' });
  const verified = await postJson<{ user?: unknown } | null>(betterAuthPaths.passkey.signIn, {
    response: withoutExtensionResults(response),
  });
  if (!verified.ok) {
    throw new Error(
      verified.code === 'PASSKEY_NOT_FOUND'
        ? 'This passkey is not known here: it may have been removed. Sign in another way.'
        : verified.message,
    );
  }
  if (!verified.body?.user) throw new Error(missingUserMessage);
}

/** Creates a passkey on this device for the signed-in reader and stores it under `name`. */
export async function addPasskey(name: string, events: SignInEvents): Promise<void> {
  assertWebAuthnAvailable();
  const { startRegistration } = await loadWebAuthn();
  const query = new URLSearchParams({ name });
  const options = await getJson<PublicKeyCredentialCreationOptionsJSON | null>(
    `${betterAuthPaths.passkey.addOptions}?${query.toString()}`,
  );
  if (!options.ok && options.code === 'SESSION_NOT_FRESH') {
    throw new Error('For your security, log out and sign in again before adding a passkey.');
  }
  const optionsJSON = withChallenge(unwrap(options));
  let response: RegistrationResponseJSON;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw ceremonyError(error, 'add');
  }
  events.emit('webAuthnChallengeProcessed', { kind: 'create' });
  unwrap(await postJson(betterAuthPaths.passkey.add, { response: withoutExtensionResults(response), name }));
}

/** The signed-in reader's passkeys, oldest first. */
export async function listPasskeys(): Promise<Passkey[]> {
  const stored = unwrap(
    await getJson<{ id: string; name?: string | null; createdAt: string }[]>(betterAuthPaths.passkey.list),
  );
  return stored
    .map(({ id, name, createdAt }) => ({ id, name: name || null, createdAt }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function removePasskey(id: string): Promise<void> {
  unwrap(await postJson(betterAuthPaths.passkey.remove, { id }));
}

/** The server verifies the credential itself; the browser's extension results are not part of it. */
function withoutExtensionResults<Response extends { clientExtensionResults?: unknown }>(response: Response) {
  const { clientExtensionResults: _ignored, ...credential } = response;
  return credential;
}
