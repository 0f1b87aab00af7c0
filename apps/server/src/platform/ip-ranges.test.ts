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

  it('answers again from a list changed in place, not from its remembered answers', () => {
    const list = ['10.0.0.0/8'];
    expect(ipInRanges('10.1.2.3', list)).toBe(true);
    expect(ipInRanges('10.1.2.3', list)).toBe(true);
    list[0] = '192.168.0.0/16';
    expect(ipInRanges('10.1.2.3', list)).toBe(false);
    expect(ipInRanges('192.168.4.5', list)).toBe(true);
  });

  it('keeps answering right past the memo size', () => {
    const list = ['10.0.0.0/8'];
    for (let i = 0; i < 5000; i++) {
      expect(ipInRanges(`10.0.${i >> 8}.${i & 255}`, list)).toBe(true);
      expect(ipInRanges(`11.0.${i >> 8}.${i & 255}`, list)).toBe(false);
    }
  });
});
