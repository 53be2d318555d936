// @vitest-environment jsdom
/**
 * The label of a signed-in reader's handle in the account menu and the signed-in toast, whose text a screen reader
 * announces as it changes: it must never show a previous handle's label, or none, for the handle it is given.
 */
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { Handle } from '@site/contract/factors';
import { useHandleLabel } from '@site/src/auth/useHandleLabel';

const email: Handle = { type: 'email_address', value: 'operator@riverbend.example' };
const phone: Handle = { type: 'phone_number', value: '+447911123456' };
const otherPhone: Handle = { type: 'phone_number', value: '+14155550123' };

/** What each render showed for the handle it was given, in order: a label shown late would be one render out of step. */
let shown: Array<{ handle: string | undefined; label: string | undefined }> = [];

function labelled(first: Handle | undefined) {
  shown = [];
  return renderHook(
    ({ handle }: { handle: Handle | undefined }) => {
      const label = useHandleLabel(handle);
      shown.push({ handle: handle?.value, label });
      return label;
    },
    { initialProps: { handle: first } },
  );
}

/** Every render showed the handle it was given, as it is or grouped: never none, never another handle's. */
function expectEachRenderInStep(grouped: Record<string, string> = {}): void {
  for (const { handle, label } of shown) {
    const allowed = handle === undefined ? [undefined] : [handle, grouped[handle]].filter(Boolean);
    expect(allowed, `what a render showed for ${handle}`).toContain(label);
  }
}

describe('the label of a handle', () => {
  it('shows an e-mail address as it is, in the very render it arrives in', () => {
    const label = labelled(undefined);
    expect(label.result.current).toBeUndefined();
    label.rerender({ handle: email });
    expect(label.result.current).toBe('operator@riverbend.example');
    expectEachRenderInStep();
  });

  it('shows a phone number as it is at once, then grouped once the numbering plans are loaded', async () => {
    const label = labelled(undefined);
    label.rerender({ handle: phone });
    expect(label.result.current).toBe('+447911123456');
    await waitFor(() => expect(label.result.current).toBe('+44 7911 123456'));
    expectEachRenderInStep({ '+447911123456': '+44 7911 123456' });
  });

  it('never shows the previous number’s grouping for a new one', async () => {
    const label = labelled(phone);
    await waitFor(() => expect(label.result.current).toBe('+44 7911 123456'));
    label.rerender({ handle: otherPhone });
    expect(label.result.current).toBe('+14155550123');
    await waitFor(() => expect(label.result.current).toBe('+1 415 555 0123'));
    expectEachRenderInStep({ '+447911123456': '+44 7911 123456', '+14155550123': '+1 415 555 0123' });
  });
});
