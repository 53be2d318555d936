import { describe, expect, it } from 'vitest';
import { slashOnAButton, type KeyPress } from '@site/src/search/slashShortcut';

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: { tagName: 'BUTTON' },
  ...overrides,
});

describe('the / shortcut while a button has the focus', () => {
  it('opens search from the search button that Escape left focused', () => {
    expect(slashOnAButton(press({}))).toBe(true);
  });

  it('leaves other keys and / with a modifier alone', () => {
    expect(slashOnAButton(press({ key: 'k' }))).toBe(false);
    expect(slashOnAButton(press({ ctrlKey: true }))).toBe(false);
  });

  it('leaves inputs and the page body to DocSearch, which already handles them', () => {
    expect(slashOnAButton(press({ target: { tagName: 'INPUT' } }))).toBe(false);
    expect(slashOnAButton(press({ target: { tagName: 'BODY' } }))).toBe(false);
  });

  it('does nothing when something else already handled the key', () => {
    expect(slashOnAButton(press({ defaultPrevented: true }))).toBe(false);
  });
});
