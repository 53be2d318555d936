/**
 * Sign-in code requests sent from a chosen loopback address, as distinct clients would send them: the
 * rate-limit tests need requests that really come from different addresses.
 */
import http from 'node:http';
import { betterAuthPaths, signInPaths } from '../../../contract/signIn';

/** Asks for a sign-in code from a chosen loopback address, with any extra headers (a proxy's, say). */
export function requestCodeFrom(
  port: number,
  email: string,
  fromAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `${signInPaths.auth}${betterAuthPaths.emailCode.send}`,
        method: 'POST',
        localAddress: fromAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, type: 'sign-in' }));
  });
}
