/**
 * A stand-in for the sign-in API where a unit test needs the server's answers: it answers each request in turn,
 * as the server would, and records the paths asked for (Better Auth's client asks with full addresses, the site's
 * own calls with paths).
 */
import { vi } from 'vitest';

export function serverAnswering(...answers: { status: number; body: unknown }[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(new URL(url, 'http://localhost').pathname);
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}
