/**
 * Single sign-on in a 400×600 popup: the page the provider's round trip ends on inside the
 * popup, and the one message that page sends the window that opened it. The server writes the page; the
 * browser's login flow listens for the message.
 */
export const popupCallbackPath = '/sign-in/popup-callback';

/** The popup window's size in CSS pixels. */
export const popupSize = { width: 400, height: 600 } as const;

export const popupMessageType = 'tideline:single-sign-on';

export type PopupOutcome =
  | { type: typeof popupMessageType; outcome: 'signed-in' }
  | { type: typeof popupMessageType; outcome: 'failed'; error: string };

export function isPopupOutcome(data: unknown): data is PopupOutcome {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== popupMessageType) return false;
  return message.outcome === 'signed-in' || (message.outcome === 'failed' && typeof message.error === 'string');
}
