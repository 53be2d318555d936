/**
 * What a call to the sign-in service (Better Auth under /api/auth) resolves to: never a rejection, so every caller
 * handles a refusal and a lost network the same way, with a sentence the reader can act on.
 */
import { apiErrorOf } from '@site/contract/apiError';

/** A failure carries Better Auth's error code (e.g. INVALID_OTP, OTP_EXPIRED) when it sent one. */
export type AuthResult<Body = unknown> =
  | { ok: true; body: Body }
  | { ok: false; status: number; message: string; code?: string };

export const unreachableMessage = 'The sign-in service cannot be reached. Check your network connection.';

/** What Better Auth's client answers without `throw: true`: the body, or the error body with the status. */
interface ClientAnswer<Body> {
  data: Body | null;
  error: ({ status: number } & object) | null;
}

/** Runs one client call; a fetch that never got an answer (offline, DNS, a reset connection) is `status` 0. */
export async function settle<Body>(call: () => Promise<ClientAnswer<Body>>): Promise<AuthResult<Body | null>> {
  let answer: ClientAnswer<Body>;
  try {
    answer = await call();
  } catch {
    return { ok: false, status: 0, message: unreachableMessage };
  }
  if (answer.error) return { ok: false, ...apiErrorOf(answer.error.status, answer.error) };
  return { ok: true, body: answer.data };
}

/** Refused in the browser, before anything is sent. */
export function refusedBeforeSending(message: string): Promise<AuthResult<never>> {
  return Promise.resolve({ ok: false, status: 400, message });
}
