/**
 * The lengths mail allows an address (RFC 5321 §4.5.3.1: 64 octets before the @, 254 in all; RFC 1035: 63 per
 * domain label). Better Auth's own check reads only the address's shape, so an address no mail server would take
 * (a 300-character name) was accepted, given an account and sent mail.
 */
export const addressLimits = { localPart: 64, address: 254, domainLabel: 63 } as const;

export const addressTooLongMessage = `That e-mail address is longer than mail allows: at most ${addressLimits.localPart} characters before the @, ${addressLimits.domainLabel} between dots after it and ${addressLimits.address} in all.`;

/** Whether an address is longer than mail allows, counted in UTF-8 octets as mail servers count them. */
export function isAddressTooLong(address: string): boolean {
  const octets = (text: string) => Buffer.byteLength(text, 'utf8');
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  const localPart = at < 0 ? trimmed : trimmed.slice(0, at);
  const domain = at < 0 ? '' : trimmed.slice(at + 1);
  return (
    octets(trimmed) > addressLimits.address ||
    octets(localPart) > addressLimits.localPart ||
    domain.split('.').some((label) => octets(label) > addressLimits.domainLabel)
  );
}
