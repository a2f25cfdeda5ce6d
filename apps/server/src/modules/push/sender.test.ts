import { describe, expect, it } from 'vitest';
import { encodePayload, MAX_PAYLOAD_BYTES } from './sender';

describe('encodePayload', () => {
  it('keeps a short payload as it is', () => {
    const payload = { title: '새 댓글', body: '밥: 좋아요', url: '/f/board/1?type=comment-2' };
    expect(JSON.parse(encodePayload(payload))).toEqual(payload);
  });

  it('cuts a long body (then title) with … so the JSON stays under the limit', () => {
    const json = encodePayload({ title: '제목', body: '가'.repeat(5_000), url: '/noti' });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const decoded = JSON.parse(json) as { title: string; body: string; url: string };
    expect(decoded.title).toBe('제목');
    expect(decoded.url).toBe('/noti');
    expect(decoded.body.endsWith('…')).toBe(true);
    expect(decoded.body.length).toBeGreaterThan(500);

    const both = encodePayload({ title: '나'.repeat(2_000), body: '가'.repeat(2_000), url: '/' });
    expect(Buffer.byteLength(both)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect((JSON.parse(both) as { body: string }).body).toBe('');
  });
});
