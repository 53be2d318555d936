/**
 * The correlation id that ties one visit's events together (kept in session storage, so it ends
 * with the tab). It exists only while the reader allows analytics.
 */
import { readStored, writeStored } from './browserStorage';

const correlationIdStorageKey = 'tideline.analytics.correlationId';

/** crypto.randomUUID needs a secure context; a site served over plain http on a LAN name has none. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function correlationId(): string {
  const held = readStored('sessionStorage', correlationIdStorageKey);
  if (held) return held;
  const id = newId();
  writeStored('sessionStorage', correlationIdStorageKey, id);
  return id;
}

export function forgetCorrelationId(): void {
  writeStored('sessionStorage', correlationIdStorageKey, null);
}
