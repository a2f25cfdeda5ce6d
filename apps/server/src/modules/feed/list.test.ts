import { describe, expect, it } from 'vitest';
import type { FeedDeps } from './deps';
import { feedItemMaker } from './list';
import type { DealListRow } from './queries';

const goldBoxRow: DealListRow = {
  id: 1,
  source: 'COUPANG_GOLD_BOX',
  name: '골드박스 딜',
  price: 10_000,
  market: '쿠팡',
  img_link: null,
  link: 'https://www.coupang.com/vp/products/1',
  converted_url: null,
  is_free_shipping: true,
  ended_at: null,
  like_count: 0,
  comment_count: 0,
  created_at: new Date('2026-11-26T00:00:00Z'),
  is_lowest_price: false,
  tipped_by: null,
  is_bookmarked: false,
  is_liked: false,
  tipped_by_nickname: null,
};

const endsAtWhen = (now: string) =>
  feedItemMaker({ cdnBaseUrl: '/', now: () => new Date(now) } as FeedDeps)(goldBoxRow)
    .goldBoxEndsAt;

describe('feedItemMaker', () => {
  it('counts gold-box deals down to the next 07:30 KST whichever way the clock moves', () => {
    expect(endsAtWhen('2026-11-26T22:29:59.999Z')).toBe('2026-11-26T22:30:00.000Z');
    expect(endsAtWhen('2026-11-26T22:30:00.000Z')).toBe('2026-11-27T22:30:00.000Z');
    expect(endsAtWhen('2026-11-27T22:29:00.000Z')).toBe('2026-11-27T22:30:00.000Z');
    expect(endsAtWhen('2026-11-25T22:30:00.000Z')).toBe('2026-11-26T22:30:00.000Z');
    expect(endsAtWhen('2026-11-25T22:29:59.999Z')).toBe('2026-11-25T22:30:00.000Z');
    expect(endsAtWhen('2027-03-01T00:00:00.000Z')).toBe('2027-03-01T22:30:00.000Z');
  });
});
