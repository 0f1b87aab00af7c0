import { describe, expect, it } from 'vitest';
import { ipInRanges, parseIp } from './ip-ranges';

describe('ipInRanges', () => {
  it('matches IPv4 CIDR ranges and exact addresses', () => {
    expect(ipInRanges('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('203.0.113.7', ['203.0.113.7'])).toBe(true);
  });

  it('treats IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(ipInRanges('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(parseIp('::ffff:192.168.0.1')?.toString()).toBe('192.168.0.1');
  });

  it('matches IPv6 ranges and never mixes families', () => {
    expect(ipInRanges('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
  });

  it('ignores malformed entries and addresses', () => {
    expect(ipInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(ipInRanges('1.2.3.4', ['garbage', '1.2.3.0/24'])).toBe(true);
  });
});
