/**
 * What happens on the wire before Fastify reads a request: a client too slow to finish its headers, and bytes no HTTP
 * library would send. The in-process server listens on a port the system picks, with a short request timeout
 * (REQUEST_TIMEOUT_MS) so the slow client is cut off in a second, not in the default 30.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';

const requestTimeoutMs = 800;
let site: InProcessSite;
let port: number;

beforeAll(async () => {
  site = await startInProcessSite({ REQUEST_TIMEOUT_MS: String(requestTimeoutMs) });
  await site.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (site.server.app.server.address() as net.AddressInfo).port;
});
afterAll(() => site.close());

const healthz = async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status;

/** Sends bytes and returns everything the server answers until it closes the connection. */
async function rawExchange(request: Buffer): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const closed = once(socket, 'close');
  socket.write(request);
  await closed;
  return answer;
}

/** The JSON body of a raw HTTP answer. */
const answerBody = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

it('a client that sends half a request and waits is cut off after the request timeout with a 408, while others are served', async () => {
  const started = Date.now();
  // The request line and one header, then nothing: the headers never end.
  const answer = rawExchange(Buffer.from('GET /intro HTTP/1.1\r\nHost: localhost\r\n'));
  expect(await healthz(), 'another client while the slow one waits').toBe(200);
  const written = await answer;
  expect(Date.now() - started).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
  expect(written).toMatch(/^HTTP\/1\.1 408 /);
  expect(answerBody(written)).toEqual({
    errors: [{ httpcode: 408, message: `The request did not arrive within ${requestTimeoutMs / 1000} s.` }],
  });
  expect(await healthz(), 'another client after').toBe(200);
});

describe('requests Node refuses before the site reads them are answered in the site’s words, as JSON', () => {
  it('raw non-ASCII bytes in the address: 400', async () => {
    const answer = await rawExchange(
      Buffer.concat([
        Buffer.from('GET /caf'),
        Buffer.from([0xc3, 0xa9]),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      ]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answerBody(answer)).toEqual({
      errors: [{ httpcode: 400, message: 'This request could not be read: its address or body is malformed.' }],
    });
  });

  it('headers larger than Node accepts: 431', async () => {
    const answer = await rawExchange(
      Buffer.from(`GET /intro HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answerBody(answer)).toEqual({
      errors: [{ httpcode: 431, message: "The request's headers are too large." }],
    });
  });
});
