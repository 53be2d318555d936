import { describe, expect, it } from 'vitest';
import { signInErrorMessage, spentLinkMessage, unknownSignInErrorMessage } from '@site/src/auth/signInErrors';
import { completeLinkSignIn, emailLinkToConfirm } from '@site/src/auth/linkLanding';
import { SignInEvents } from '@site/src/auth/events';

describe('the message for a sign-in error code in an address', () => {
  it.each([['INVALID_TOKEN'], ['EXPIRED_TOKEN']])('tells the reader a spent link (%s) needs a new one', (code) => {
    expect(signInErrorMessage(code)).toBe(spentLinkMessage);
  });

  it('tells the reader to wait after too many attempts', () => {
    expect(signInErrorMessage('ATTEMPTS_EXCEEDED')).toMatch(/^Too many attempts: .* Wait \d+ minutes/);
  });

  it('tells the reader to try single sign-on again after a state mismatch', () => {
    expect(signInErrorMessage('state_mismatch')).toMatch(/^Single sign-on did not finish\./);
  });

  it('gives the specification’s generic message for a code the site does not know', () => {
    expect(signInErrorMessage('SOMETHING_NEW')).toBe(unknownSignInErrorMessage);
    expect(unknownSignInErrorMessage).toBe('There has been an error while submitting your form. Please try again.');
  });

  it('never repeats a sentence from the address', () => {
    const sentence = 'Your account is locked. Call +44 20 1234 5678 now';
    expect(signInErrorMessage(sentence)).toBe(unknownSignInErrorMessage);
  });

  it('does not read inherited object keys as codes', () => {
    expect(signInErrorMessage('constructor')).toBe(unknownSignInErrorMessage);
    expect(signInErrorMessage('__proto__')).toBe(unknownSignInErrorMessage);
  });
});

describe('the sign-in link page', () => {
  it('shows the site’s own sentence, not the text of ?error=', async () => {
    const outcome = await completeLinkSignIn(
      {
        hash: '',
        search:
          '?error=Your%20account%20is%20locked.%20Call%20%2B44%2020%201234%205678%20now&error_description=Call%20us',
      },
      new SignInEvents(),
    );
    expect(outcome).toEqual({ ok: false, message: unknownSignInErrorMessage });
  });

  it('confirms only this site’s own e-mailed link from #email_link, never another address', () => {
    const origin = 'https://docs.example';
    const own = '/api/auth/magic-link/verify?token=abc&callbackURL=%2Fsign-in%2Flink';
    expect(emailLinkToConfirm(`#email_link=${encodeURIComponent(own)}`, origin)).toEqual({
      address: own,
      token: 'abc',
    });
    for (const hostile of [
      'https://evil.example/api/auth/magic-link/verify?token=abc',
      '//evil.example/api/auth/magic-link/verify?token=abc',
      '/api/auth/magic-link/verify/../../../evil?token=abc',
      '/api/auth/sign-out?token=abc',
      '/api/auth/magic-link/verify?callbackURL=%2F',
    ]) {
      expect(emailLinkToConfirm(`#email_link=${encodeURIComponent(hostile)}`, origin), hostile).toBeUndefined();
    }
  });

  it('says a spent link needs a new one when the server redirects with INVALID_TOKEN', async () => {
    const outcome = await completeLinkSignIn({ hash: '', search: '?error=INVALID_TOKEN' }, new SignInEvents());
    expect(outcome).toEqual({ ok: false, message: spentLinkMessage });
  });
});
