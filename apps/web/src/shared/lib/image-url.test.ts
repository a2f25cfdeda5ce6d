import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it('joins CDN-relative paths to the CDN base', () => {
    expect(resolveImageUrl('feed/abc.webp')).toBe('/cdn/feed/abc.webp');
  });

  it('keeps URLs the server already resolved', () => {
    expect(resolveImageUrl('/cdn/seed/deal-01.webp')).toBe('/cdn/seed/deal-01.webp');
    expect(resolveImageUrl('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
    expect(resolveImageUrl('//img.example.com/a.jpg')).toBe('//img.example.com/a.jpg');
    expect(resolveImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('gives null for nothing', () => {
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl(undefined)).toBeNull();
    expect(resolveImageUrl('  ')).toBeNull();
  });
});
