import { ALERT_PREVIEW_COUNT_MAX, type AlertPreview } from '@akkyeo/contracts';
import { sql, TableNode, type KyselyPlugin } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { matchesWords, toMatchText } from '../src/modules/alert/keyword-match';
import { selectPreviewCandidates } from '../src/modules/feed/queries';
import { createDomainEvents } from '../src/events/bus';
import { createAlertService } from '../src/modules/alert/service';
import { injectAs } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { createTestServices } from './helpers/test-services';

let alice: Member;
let bob: Member;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db);
  bob = await createMember(ctx.db);
});

/** Counts the statements that read the deal table. */
function dealReads() {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const from = node.kind === 'SelectQueryNode' ? node.from?.froms : undefined;
      if (from?.some((f) => TableNode.is(f) && f.table.identifier.name === 'deal')) {
        counter.count++;
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { counter, plugin };
}

describe('the preview’s SQL pre-filter', () => {
  /**
   * Names a pre-filter built from search's word conditions would get wrong (spacing, case,
   * full-width letters, 초성) and names whose market or content holds the keyword, or whose name
   * and market meet across the space between them: the count must be the rule's own.
   */
  const NAMES: [name: string, market?: string, content?: string][] = [
    ['버즈3프로 블랙'],
    ['버즈 3 프로 화이트'],
    ['갤럭시 버 즈3 프 로'],
    ['버즈3 프로 케이스'],
    ['프로 버즈3 번들'],
    ['버즈', '3프로마켓'],
    ['무선 이어폰', '11번가', '버즈3프로 호환'],
    ['Apple AirPods Pro 2'],
    ['ＡｉｒＰｏｄｓ　ＰＲＯ 리퍼'],
    ['air pods 호환 케이스'],
    ['제주 삼다수 2L'],
    ['삼 다 수 500ml'],
    ['생수', '삼다마트', '수원 배송'],
    ['RTX4070 SUPER 그래픽카드'],
    ['rtx 4070 ti'],
    ['1+1 버즈 케이스'],
  ];
  const QUERIES: [keyword: string, excludes: string[]][] = [
    ['버즈3프로', []],
    ['버즈3 프로', []],
    ['프로 버즈', ['케이스']],
    ['버즈', ['케이스', '번들']],
    ['airpods', []],
    ['AirPods Pro', ['리퍼']],
    ['ＡＩＲＰＯＤＳ', []],
    ['ㅅㄷㅅ', []],
    ['ㅂㅈ', ['ㅋㅇㅅ']],
    ['ㅅ ㄷ ㅅ', []],
    ['삼다수', []],
    ['rtx4070', []],
    ['RTX 4070', ['super']],
    ['이어폰', []],
  ];
  let ids: number[];

  beforeAll(async () => {
    ids = [];
    for (const [i, [name, market, content]] of NAMES.entries()) {
      const deal = await createDeal(ctx.db, {
        name,
        ...(market && { market }),
        ...(content && { content_text: content, content: `<p>${content}</p>` }),
        created_at: daysAgo(1 + i / 100),
      });
      ids.push(deal.id);
    }
    await createDeal(ctx.db, { name: '버즈3프로 지난달', created_at: daysAgo(30) });
    await createDeal(ctx.db, { name: '버즈3프로 종료', ended_at: daysAgo(0) });
  });

  it.each(QUERIES)(
    'counts exactly what the rule %s (excluding %j) matches',
    async (keyword, excludes) => {
      const expected = NAMES.map(([name], i) => ({ id: ids[i]!, name }))
        .filter(({ name }) => matchesWords(toMatchText(name), { keyword, excludes }))
        .map(({ id }) => id);
      const query = new URLSearchParams({ keyword });
      for (const word of excludes) query.append('excludes', word);
      const reply = await injectAs(
        ctx.app,
        alice,
        'GET',
        `/v1/alert/keyword/preview?${query.toString()}`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      const preview = reply.json<AlertPreview>();
      expect(preview.count).toBe(expected.length);
      expect(preview.items.map((item) => item.id)).toEqual(expected.slice(0, 3));
    },
  );

  it('keeps the exact cases in the expected set (the checks above compare something)', () => {
    const match = (name: string, keyword: string) =>
      matchesWords(toMatchText(name), { keyword, excludes: [] });
    expect(match('갤럭시 버 즈3 프 로', '버즈3프로')).toBe(true);
    expect(match('ＡｉｒＰｏｄｓ　ＰＲＯ 리퍼', 'airpods pro')).toBe(true);
    expect(match('삼 다 수 500ml', 'ㅅㄷㅅ')).toBe(true);
    expect(match('생수', 'ㅅㄷㅅ')).toBe(false);
    expect(match('버즈', '버즈3프로')).toBe(false);
  });

  it('reads only the deals whose name matches (market and content no longer let one through)', async () => {
    const since = daysAgo(7);
    const filter = {
      memberId: 0,
      since,
      maxPrice: null,
      sources: [],
      freeShippingOnly: false,
      excludes: [],
    };
    const names = async (keyword: string, excludes: string[] = []) =>
      (
        await selectPreviewCandidates(
          ctx.db,
          { ...filter, keyword, excludes },
          { after: undefined, limit: 500 },
        )
      ).map((d) => d.name);
    // "버즈" (market "3프로마켓") and "무선 이어폰" (content "버즈3프로 호환") pass the search
    // columns' condition, and the compact name (0025) drops them in SQL.
    expect((await names('버즈3프로')).sort()).toEqual(
      ['버즈3프로 블랙', '버즈 3 프로 화이트', '갤럭시 버 즈3 프 로', '버즈3 프로 케이스'].sort(),
    );
    expect((await names('버즈3프로', ['케이스', '버즈 화이트'])).sort()).toEqual(
      ['버즈3프로 블랙', '갤럭시 버 즈3 프 로'].sort(),
    );
    expect(await names('삼다수')).toEqual(['제주 삼다수 2L', '삼 다 수 500ml']);
    expect(await names('airpods')).toEqual([
      'Apple AirPods Pro 2',
      'ＡｉｒＰｏｄｓ　ＰＲＯ 리퍼',
      'air pods 호환 케이스',
    ]);
  });
});

describe('matching several deals', () => {
  beforeEach(async () => {
    for (const table of ['alert_rule', 'notification', 'job'] as const) {
      await ctx.db.deleteFrom(table).execute();
    }
  });

  it('reads the deals in one statement, without their content, and skips ended or missing ones', async () => {
    const services = createTestServices(ctx.database);
    const { counter, plugin } = dealReads();
    const alerts = createAlertService({
      db: ctx.db.withPlugin(plugin),
      events: createDomainEvents(),
      deals: {
        find: () => {
          throw new Error('matching reads deals in one batch');
        },
      },
      notifications: services.notifications,
      bookmarks: services.bookmarks,
    });
    for (const [member, keyword] of [
      [alice, '라면'],
      [bob, '라면'],
      [bob, '기저귀'],
      [alice, '생수'],
    ] as const) {
      const reply = await injectAs(ctx.app, member, 'POST', '/v1/alert/keyword', { keyword });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const ramen = await createDeal(ctx.db, { name: '농심 신라면 40봉' });
    const diapers = await createDeal(ctx.db, { name: '하기스 기저귀 4단계' });
    const water = await createDeal(ctx.db, { name: '삼다수 생수 2L', ended_at: new Date() });
    const report = await alerts.matchDeals({
      dealIds: [ramen.id, diapers.id, water.id, 987_654_321],
      authorId: null,
      fanoutDealId: null,
    });
    expect(counter.count).toBe(1);
    expect(report).toEqual({ deals: 2, candidates: 3, notified: 3 });
    const written = await ctx.db
      .selectFrom('notification')
      .select(['member_id', 'deal_id'])
      .where('type', '=', 'KEYWORD_ALERT')
      .orderBy('deal_id')
      .orderBy('member_id')
      .execute();
    expect(written).toEqual([
      { member_id: alice.id, deal_id: ramen.id },
      { member_id: bob.id, deal_id: ramen.id },
      { member_id: bob.id, deal_id: diapers.id },
    ]);
  });
});

describe('the rules’ gram index', () => {
  it('takes new rules into its tree at once, so a lookup reads no pending list', async () => {
    const { rows } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class
      where relname = 'alert_rule_match_grams_idx'`.execute(ctx.db);
    expect(rows[0]?.options).toContain('fastupdate=off');
  });
});

describe('a rule that matches most recent deals', () => {
  it('counts up to the cap across batches, says there are more, and shows the newest', async () => {
    const carol = await createMember(ctx.db);
    // The newest 450 carry 제외, so a rule excluding it reads past the first batch of candidates.
    await sql`
      insert into deal (source, name, price, market, link, content, content_text, created_at)
      select 'AKKYEO', '캡테스트 상품 ' || i || case when i % 3 = 0 then ' 리퍼' else '' end
          || case when i <= 450 then ' 제외' else '' end,
        1000, '쿠팡', 'https://shop.example.com/cap/' || i, '', '',
        now() - make_interval(mins => i)
      from generate_series(1, 1000) as i`.execute(ctx.db);
    const preview = async (keyword: string, excludes: string[] = []) => {
      const query = new URLSearchParams({ keyword });
      for (const word of excludes) query.append('excludes', word);
      const reply = await injectAs(
        ctx.app,
        carol,
        'GET',
        `/v1/alert/keyword/preview?${query.toString()}`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<AlertPreview>();
    };
    const names = (preview: AlertPreview) => preview.items.map((item) => item.name);

    const broad = await preview('캡테스트');
    expect(broad).toMatchObject({ count: ALERT_PREVIEW_COUNT_MAX, more: true });
    expect(names(broad)).toEqual([
      '캡테스트 상품 1 제외',
      '캡테스트 상품 2 제외',
      '캡테스트 상품 3 리퍼 제외',
    ]);
    const pastFirstBatch = await preview('캡테스트', ['제외']);
    expect(pastFirstBatch).toMatchObject({ count: ALERT_PREVIEW_COUNT_MAX, more: true });
    expect(names(pastFirstBatch)).toEqual([
      '캡테스트 상품 451',
      '캡테스트 상품 452',
      '캡테스트 상품 453 리퍼',
    ]);
    expect(await preview('캡테스트', ['상품'])).toEqual({ count: 0, more: false, items: [] });
    expect(await preview('캡테스트 상품 999')).toMatchObject({ count: 1, more: false });

    // Statements: one when the SQL decides the words, none when no name can match.
    const services = createTestServices(ctx.database);
    const { counter, plugin } = dealReads();
    const alerts = createAlertService({
      db: ctx.db.withPlugin(plugin),
      events: createDomainEvents(),
      deals: services.feed,
      notifications: services.notifications,
      bookmarks: services.bookmarks,
    });
    const reads = async (keyword: string, excludes: string[] = []) => {
      counter.count = 0;
      const direct = await alerts.preview(carol.id, {
        keyword,
        excludes,
        maxPrice: null,
        sources: [],
        freeShippingOnly: false,
      });
      expect(direct).toEqual(await preview(keyword, excludes));
      return counter.count;
    };
    expect(await reads('캡테스트')).toBe(1);
    expect(await reads('캡테스트', ['제외'])).toBe(1);
    expect(await reads('캡테스트 상품', ['테스트'])).toBe(0);
    expect(await reads('캡테스트', ['캡테', '리퍼'])).toBe(0);
    expect(await reads('ㅋㅌㅅㅌ', ['ㅌㅅ'])).toBe(0);
    // A 초성 exclude word is checked in JavaScript: the newest 450 are read and dropped.
    expect(await reads('ㅋㅌㅅㅌ')).toBe(1);
    expect(await reads('ㅋㅌㅅㅌ', ['ㅈㅇ'])).toBe(2);
    expect((await preview('ㅋㅌㅅㅌ', ['ㅈㅇ'])).items.map((item) => item.name)).toEqual(
      names(pastFirstBatch),
    );
  });
});
