/**
 * What a reader is told when the server refuses a request: the server's own sentence when its answer has one, in
 * either of the site's two error shapes, and the same fallback sentence for anything else a proxy or a fault sends.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorOf, genericFailureMessage, readApiError } from '@site/contract/apiError';

const answer = (status: number, body: string, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('reading a refused request', () => {
  it("shows the site API's message from `errors[0]`", async () => {
    const body = JSON.stringify({ errors: [{ httpcode: 403, message: 'Insights are for Tideline staff only.' }] });
    expect(await readApiError(answer(403, body))).toEqual({
      status: 403,
      message: 'Insights are for Tideline staff only.',
    });
  });

  it("shows Better Auth's message with its code", async () => {
    const body = JSON.stringify({ code: 'OTP_EXPIRED', message: 'OTP expired' });
    expect(await readApiError(answer(400, body))).toEqual({ status: 400, message: 'OTP expired', code: 'OTP_EXPIRED' });
  });

  it('falls back to the generic sentence on a body that is not JSON', async () => {
    expect(await readApiError(answer(502, '{"message": "cut off'))).toEqual({
      status: 502,
      message: genericFailureMessage,
    });
  });

  it("falls back on a proxy's HTML error page", async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(await readApiError(answer(502, page, 'text/html'))).toEqual({ status: 502, message: genericFailureMessage });
  });

  it('falls back on an empty body', async () => {
    expect(await readApiError(new Response(null, { status: 500 }))).toEqual({
      status: 500,
      message: genericFailureMessage,
    });
  });

  it('falls back on a message that is not a string, and keeps only a code that is one', async () => {
    expect(await readApiError(answer(400, JSON.stringify({ message: { text: 'no' }, code: 7 })))).toEqual({
      status: 400,
      message: genericFailureMessage,
    });
    expect(await readApiError(answer(400, JSON.stringify({ errors: [{ httpcode: 400, message: 42 }] })))).toEqual({
      status: 400,
      message: genericFailureMessage,
    });
    expect(await readApiError(answer(400, JSON.stringify({ message: '   ' })))).toEqual({
      status: 400,
      message: genericFailureMessage,
    });
  });

  it("falls back on JSON that is not an object, and uses the caller's own fallback when given", async () => {
    expect(await readApiError(answer(500, '"Internal error"'), 'Insights could not be loaded.')).toEqual({
      status: 500,
      message: 'Insights could not be loaded.',
    });
    expect(apiErrorOf(500, null)).toEqual({ status: 500, message: genericFailureMessage });
  });
});
