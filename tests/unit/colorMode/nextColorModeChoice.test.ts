import { describe, expect, it } from 'vitest';
import { nextColorModeChoice } from '@site/src/colorMode/nextColorModeChoice';

describe('a click on the colour toggle', () => {
  it('turns a light system page dark on the first click', () => {
    expect(nextColorModeChoice('light', 'light')).toBe('dark');
  });

  it('turns a dark system page light on the first click', () => {
    expect(nextColorModeChoice('dark', 'dark')).toBe('light');
  });

  it('goes back to following the system when the flip lands on the system colour', () => {
    expect(nextColorModeChoice('dark', 'light')).toBeNull();
    expect(nextColorModeChoice('light', 'dark')).toBeNull();
  });
});
