/**
 * The key a client's limits count under. An IPv4 address is one client; an IPv6 client usually holds a whole /64
 * (a home or a cloud machine gets one), so counting each of its 2^64 addresses apart would give it no limit at all.
 * An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) is the IPv4 client.
 */
import ipaddr from 'ipaddr.js';

export function clientGroup(address: string): string {
  if (!ipaddr.isValid(address)) return `other:${address}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `ipv4:${parsed.toString()}`;
  const bytes = parsed.toByteArray().slice(0, 8);
  const prefix = ipaddr.fromByteArray([...bytes, 0, 0, 0, 0, 0, 0, 0, 0]);
  return `ipv6:${prefix.toString()}/64`;
}
