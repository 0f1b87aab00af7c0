import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service-path';

describe('customer-service path', () => {
  it('round-trips a URL and ends with the 8-character key', () => {
    const path = encodeCustomerServicePath('https://chat.example.test/room?id=1', 'Ab3dEf9h');
    expect(path.endsWith('Ab3dEf9h')).toBe(true);
    expect(path).not.toContain('chat.example');
    expect(decodeCustomerServicePath(path)).toBe('https://chat.example.test/room?id=1');
  });

  it('uses a fresh IV each time', () => {
    const a = encodeCustomerServicePath('https://a.test', 'KKKKKKKK');
    const b = encodeCustomerServicePath('https://a.test', 'KKKKKKKK');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered path', () => {
    const path = encodeCustomerServicePath('https://a.test', 'KKKKKKKK');
    const tampered = `${path.slice(0, 5)}${path[5] === 'A' ? 'B' : 'A'}${path.slice(6)}`;
    expect(() => decodeCustomerServicePath(tampered)).toThrow();
  });
});
