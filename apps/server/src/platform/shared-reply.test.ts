import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './shared-reply';

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and sends plain bytes to a client that asks for neither', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
  });

  it('takes a coding refused with q=0 as refused, and any other weight as accepted', () => {
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR ; Q=0.1')).toBe('br');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
  });
});
