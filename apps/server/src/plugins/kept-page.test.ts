import { describe, expect, it } from 'vitest';
import { keptPageEncoding } from './kept-page';

describe('keptPageEncoding', () => {
  it('takes brotli, then gzip, as the request accepts them', () => {
    expect(keptPageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(keptPageEncoding('gzip, deflate')).toBe('gzip');
    expect(keptPageEncoding('x-gzip')).toBe('gzip');
    expect(keptPageEncoding('*')).toBe('gzip');
    expect(keptPageEncoding('BR;q=0.5, gzip;q=1')).toBe('gzip');
    expect(keptPageEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
  });

  it('takes neither when refused, unnamed or the header is missing', () => {
    expect(keptPageEncoding(undefined)).toBeUndefined();
    expect(keptPageEncoding('')).toBeUndefined();
    expect(keptPageEncoding('identity')).toBeUndefined();
    expect(keptPageEncoding('deflate')).toBeUndefined();
    expect(keptPageEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(keptPageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(keptPageEncoding('*, br;q=0')).toBe('gzip');
    expect(keptPageEncoding('br;q=0, *')).toBe('gzip');
    expect(keptPageEncoding('*;q=0')).toBeUndefined();
  });
});
