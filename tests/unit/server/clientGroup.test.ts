import { describe, expect, it } from 'vitest';
import { clientGroup } from '@site/server/api/clientGroup';

describe('the client a limit counts', () => {
  it('is the IPv4 address itself', () => {
    expect(clientGroup('203.0.113.7')).toBe('ipv4:203.0.113.7');
    expect(clientGroup('203.0.113.7')).not.toBe(clientGroup('203.0.113.8'));
  });

  it('is the IPv4 address when a dual-stack socket writes it as IPv6', () => {
    expect(clientGroup('::ffff:203.0.113.7')).toBe('ipv4:203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    expect(clientGroup('2001:db8:aa:bb::1')).toBe(clientGroup('2001:0DB8:00aa:00bb:ffff:ffff:ffff:ffff'));
    expect(clientGroup('2001:db8:aa:bb::1')).not.toBe(clientGroup('2001:db8:aa:bc::1'));
  });
});
