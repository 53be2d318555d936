/**
 * How the site server says no, and how the browser reads it. The site's own API (/api/...) answers a refused
 * request with `{ errors: [{ httpcode, message }] }`; the sign-in endpoints under /api/auth answer in Better Auth's
 * shape, `{ code, message }`. The browser reads either with one reader, so every panel shows the server's sentence
 * and falls back to the same one when the answer has none (an HTML error page from a proxy, an empty body).
 */

/** The site API's error body (server/api/routes.ts `apiError`). */
export interface ApiErrorBody {
  errors: [{ httpcode: number; message: string }];
}

/** Better Auth's error body, which the site's own answers under /api/auth also use (server/auth/routes.ts). */
export interface AuthErrorBody {
  /** Better Auth's code (INVALID_OTP, OTP_EXPIRED...) or the site's (LINK_NOT_CONFIRMED...). */
  code: string;
  message: string;
}

/** A refused request as the browser shows it: the status, a sentence a person can act on, and the code if sent. */
export interface ApiError {
  status: number;
  message: string;
  code?: string;
}

export const genericFailureMessage = 'There has been an error while submitting your form. Please try again.';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function firstListedMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const [first]: unknown[] = errors;
  return typeof first === 'object' && first !== null
    ? nonEmptyString((first as { message?: unknown }).message)
    : undefined;
}

/** The error in an already parsed body of either shape; `fallback` when it names no usable message. */
export function apiErrorOf(status: number, body: unknown, fallback = genericFailureMessage): ApiError {
  const fields =
    typeof body === 'object' && body !== null ? (body as { message?: unknown; code?: unknown; errors?: unknown }) : {};
  const message = nonEmptyString(fields.message) ?? firstListedMessage(fields.errors) ?? fallback;
  const code = nonEmptyString(fields.code);
  return code ? { status, message, code } : { status, message };
}

/** The error a refused response carries; its body may be anything, JSON or not, and is read once. */
export async function readApiError(response: Response, fallback = genericFailureMessage): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return apiErrorOf(response.status, body, fallback);
}
