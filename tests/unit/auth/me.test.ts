import { describe, expect, it } from 'vitest';
import { fetchSession, type Me } from '@site/src/auth/me';
import { staticHostSessionAnswer } from '@site/contract/me';

const me: Me = {
  person: { active: true, person_id: 'u1', roles: ['reader'], region: 'default' },
  organizations: [],
  handles: [{ type: 'email_address', value: 'operator@riverbend.example' }],
  credentials: [],
  staff: false,
};

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('asking the server who is signed in', () => {
  it('returns the signed-in user', async () => {
    expect(await fetchSession(answering(200, { me }))).toEqual({ service: 'present', me });
  });

  it('returns nobody when nobody is signed in', async () => {
    expect(await fetchSession(answering(200, { me: null }))).toEqual({ service: 'present', me: null });
  });

  it('says there is no sign-in service on a host without the API (a static host, the dev server)', async () => {
    expect(await fetchSession(answering(404, 'Not found'))).toEqual({ service: 'absent' });
  });

  it('says there is no sign-in service where the public build answers with its static session file', async () => {
    expect(await fetchSession(answering(200, staticHostSessionAnswer))).toEqual({ service: 'absent' });
  });

  it('returns nobody when the server fails or cannot be reached', async () => {
    expect(await fetchSession(answering(503, 'Unavailable'))).toEqual({ service: 'present', me: null });
    expect(await fetchSession((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toEqual({
      service: 'present',
      me: null,
    });
  });
});
