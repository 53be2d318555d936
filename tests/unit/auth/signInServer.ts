/**
 * A stand-in for the sign-in API where a unit test needs the server's answers: it answers each request in turn,
 * as the server would, and records the paths asked for.
 */
import { vi } from 'vitest';

export function serverAnswering(...answers: { status: number; body: unknown }[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return asked;
}
