/**
 * The server's reason for refusing a consent choice or page feedback, read with the site's one error reader
 * (contract/apiError.ts). Consent and feedback load with every page; the reader loads only when a request is refused.
 */
import type { ApiError } from '@site/contract/apiError';

export async function refusal(response: Response, fallback: string): Promise<ApiError> {
  const { readApiError } = await import(/* webpackChunkName: "api-error" */ '@site/contract/apiError');
  return readApiError(response, fallback);
}
