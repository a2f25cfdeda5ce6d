import { feedListResponseSchema, type FeedListItem } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, Member } from '../src/db/types';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';

let deals: Deal[];
let alice: Member;
let aliceToken: string;
let bobToken: string;

const base = Date.parse('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

const ctx = withTestApp();

beforeAll(async () => {
  const { db } = ctx.database;
  alice = await createMember(db);
  const bob = await createMember(db);
  aliceToken = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: alice.id, roles: ['ROLE_USER'], nickname: alice.nickname },
  );
  bobToken = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: bob.id, roles: ['ROLE_USER'], nickname: bob.nickname },
  );

  deals = [];
  for (let i = 0; i < 9; i++) deals.push(await createDeal(db, { created_at: at(i) }));
  // Same timestamp: the higher id comes first.
  deals.push(await createDeal(db, { created_at: at(20), name: '동시각 A' }));
  deals.push(await createDeal(db, { created_at: at(20), name: '동시각 B' }));
  deals.push(
    await createDeal(db, {
      created_at: at(1),
      name: '골드박스 100% 순면 수건',
      market: '쿠팡',
      source: 'COUPANG_GOLD_BOX',
      img_link: 'seed/deal-01.webp',
      link: 'https://www.coupang.com/vp/products/1',
      converted_url: 'https://link.coupang.com/a/abc',
      is_free_shipping: false,
      ended_at: at(30),
    }),
  );
  deals.push(
    await createDeal(db, {
      created_at: at(2),
      name: 'snake_case 머그컵',
      img_link: 'https://thumbnail.coupangcdn.com/x.jpg',
    }),
  );
  deals.push(
    await createDeal(db, { created_at: at(3), name: 'snakeXcase 머그컵', market: 'Apple Store' }),
  );
  deals.push(await createDeal(db, { created_at: at(4), name: '역슬래시 \\ 케이블' }));

  await db.insertInto('bookmark').values({ deal_id: deals[0]!.id, member_id: alice.id }).execute();
  await db.insertInto('deal_like').values({ deal_id: deals[1]!.id, member_id: alice.id }).execute();
});

async function list(query: string, token?: string) {
  const response = await ctx.app.inject({
    url: `/v1/feed/${query}`,
    headers: token ? { 'x-auth-token': token } : {},
  });
  expect(response.statusCode).toBe(200);
  return feedListResponseSchema.parse(response.json());
}

const newestFirst = (rows: Deal[]) =>
  [...rows]
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
    .map((d) => d.id);

describe('GET /v1/feed/', () => {
  it('pages newest first (created_at desc, id desc) with the page info', async () => {
    const seen: number[] = [];
    const pages = [];
    for (let page = 0; page < 4; page++) {
      const result = await list(`?page=${page}&size=4`);
      pages.push(result.page);
      seen.push(...result.content.map((item) => item.id));
    }
    expect(seen).toEqual(newestFirst(deals));
    expect(pages[0]).toMatchObject({ number: 0, size: 4, totalElements: null, last: false });
    expect(pages[0]?.nextCursor).toEqual(expect.any(String));
    expect(pages[3]).toEqual({
      number: 3,
      size: 4,
      totalElements: null,
      totalPages: null,
      last: true,
      nextCursor: null,
    });
  });

  it('defaults to page 0, size 10; a page past the end is empty and last', async () => {
    const first = await list('');
    expect(first.content).toHaveLength(10);
    expect(first.page).toMatchObject({ number: 0, size: 10 });
    const past = await list('?page=9');
    expect(past.content).toEqual([]);
    expect(past.page.last).toBe(true);
  });

  it('maps a deal row to the contract item', async () => {
    const { content } = await list('?keyword=순면');
    expect(content).toHaveLength(1);
    const item = content[0] as FeedListItem;
    expect(item).toEqual({
      id: deals[11]!.id,
      name: '골드박스 100% 순면 수건',
      price: 10_000,
      market: '쿠팡',
      imgLink: '/cdn/seed/deal-01.webp',
      link: 'https://link.coupang.com/a/abc',
      createdDatetime: at(1).toISOString(),
      goldbox: true,
      freeShipping: false,
      source: 'COUPANG_GOLD_BOX',
      ended: true,
      endedAt: at(30).toISOString(),
      goldBoxEndsAt: null,
      isBookmarked: false,
      isLiked: false,
      likeCount: 0,
      commentCount: 0,
      isLowestPrice: false,
      tippedBy: null,
    });
    const partner = (await list('?keyword=snake_')).content[0];
    expect(partner?.imgLink).toBe('https://thumbnail.coupangcdn.com/x.jpg');
    const plain = (await list('?keyword=snakeX')).content[0];
    expect(plain).toMatchObject({
      imgLink: null,
      link: deals[13]!.link,
      goldbox: false,
      freeShipping: true,
      ended: false,
    });
  });

  it('shows isBookmarked and isLiked for the caller only', async () => {
    const flags = async (token?: string) => {
      const { content } = await list('?size=50', token);
      const byId = new Map(content.map((item) => [item.id, item]));
      return [deals[0]!.id, deals[1]!.id].map((id) => [
        byId.get(id)?.isBookmarked,
        byId.get(id)?.isLiked,
      ]);
    };
    expect(await flags(aliceToken)).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(await flags(bobToken)).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(await flags()).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('matches the keyword literally and case-insensitively in name or market', async () => {
    const names = async (keyword: string) =>
      (await list(`?size=50&keyword=${encodeURIComponent(keyword)}`)).content
        .map((item) => item.name)
        .sort();
    expect(await names('%')).toEqual(['골드박스 100% 순면 수건']);
    expect(await names('_')).toEqual(['snake_case 머그컵']);
    expect(await names('\\')).toEqual(['역슬래시 \\ 케이블']);
    expect(await names('SNAKE')).toEqual(['snakeXcase 머그컵', 'snake_case 머그컵'].sort());
    expect(await names('apple store')).toEqual(['snakeXcase 머그컵']);
    expect(await names('  순면  ')).toEqual(['골드박스 100% 순면 수건']);
    expect(await names('없는상품')).toEqual([]);
    const blank = await list('?keyword=&size=50');
    expect(blank.content).toHaveLength(15);
  });

  it('rejects bad paging with 400 naming the field in Korean', async () => {
    for (const [query, message] of [
      ['?page=-1', '페이지는 0 이상으로 입력해주세요.'],
      ['?size=0', '페이지 크기는 1 이상으로 입력해주세요.'],
      ['?size=51', '페이지 크기는 50 이하로 입력해주세요.'],
      ['?page=abc', '페이지는 숫자로 입력해주세요.'],
      [`?keyword=${'가'.repeat(101)}`, '검색어는 100자 이하로 입력해주세요.'],
    ]) {
      const response = await ctx.app.inject({ url: `/v1/feed/${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
  });
});
