import { describe, expect, it } from 'vitest';
import { refusalOfAddress } from './check-address';

describe('refusalOfAddress', () => {
  it.each([
    ['93.184.215.14', null],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', null],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'loopback'],
    ['::', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fc00::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'multicast'],
    ['ff02::1', 'multicast'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'], // NAT64 of 10.0.0.1
    ['2002:a00:1::1', 'reserved'], // 6to4 of 10.0.0.1
    ['::a00:1', 'reserved'], // IPv4-compatible 10.0.0.1
    ['not an address', 'reserved'],
  ])('%s → %s', (address, refusal) => {
    expect(refusalOfAddress(address)).toBe(refusal);
  });

  it('judges an IPv4-mapped IPv6 address by the IPv4 address it carries', () => {
    expect(refusalOfAddress('::ffff:10.0.0.1')).toBe('private');
    expect(refusalOfAddress('::ffff:169.254.169.254')).toBe('link-local');
    expect(refusalOfAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(refusalOfAddress('::ffff:93.184.215.14')).toBeNull();
  });
});
