import { describe, expect, it } from 'vitest';
import { fetchMe, firstHandleValue, type Me } from '@site/src/auth/me';

const me: Me = {
  person: { active: true, person_id: 'u1', roles: ['reader'], region: 'default' },
  organizations: [],
  handles: [{ type: 'email_address', value: 'operator@riverbend.example' }],
  credentials: [],
  staff: false,
};

const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('asking the server who is signed in', () => {
  it('returns the signed-in user', async () => {
    expect(await fetchMe(answering(200, { me }))).toEqual(me);
  });

  it('returns nobody when nobody is signed in', async () => {
    expect(await fetchMe(answering(200, { me: null }))).toBeNull();
  });

  it('returns nobody when the server has no such API (the dev server) or cannot be reached', async () => {
    expect(await fetchMe(answering(404, 'Not found'))).toBeNull();
    expect(await fetchMe((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toBeNull();
  });

  it('labels the account by its first handle', () => {
    expect(firstHandleValue(me)).toBe('operator@riverbend.example');
  });
});
