import { describe, expect, it } from 'vitest';
import { signInCodeText } from '@site/server/auth/signInTexts';

describe('the texted sign-in code', () => {
  const message = signInCodeText('+447911123456', '123456', 'https://docs.tideline.example/');

  it('ends with the origin-bound line phones fill the code in from', () => {
    expect(message.text.split('\n').at(-1)).toBe('@docs.tideline.example #123456');
  });

  it('still starts with the code, for a reader who types it', () => {
    expect(message.text).toMatch(/^123456 is your Tideline Docs sign-in code\./);
  });

  it('binds the code to the host without its port, which the format has no place for', () => {
    expect(signInCodeText('+447911123456', '654321', 'http://localhost:3000').text).toMatch(/\n@localhost #654321$/);
  });

  it('fits one SMS', () => {
    expect(message.text.length).toBeLessThanOrEqual(160);
  });
});
