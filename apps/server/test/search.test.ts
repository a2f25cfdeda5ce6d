import { boardListResponseSchema, feedListResponseSchema } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { afterTimeId } from '../src/db/keyset';
import { createdSinceDayOf, searchCondition, SEARCH_WINDOW } from '../src/db/search-filter';
import { toSearchColumns } from '../src/db/search-text';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import type { App } from '../src/app';
import { createTestDatabase } from './helpers/test-database';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const T0 = Date.parse('2026-03-01T09:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const DEALS = [
  { name: '제주 삼다수 2L 24병', market: '쿠팡', content_text: '시원한 생수 한 박스' },
  { name: '오뚜기 진라면 매운맛 120g 40개', market: 'G마켓', content_text: '얼큰한 국물 맛' },
  { name: 'Logitech MX Master 3S 마우스', market: '11번가', content_text: '무선 최저가 갱신' },
  { name: '100% 순면 수건 10장', market: '쿠팡', content_text: '호텔 타월' },
  { name: 'snake_case 머그컵', market: '오늘의집', content_text: '개발자 선물' },
  { name: 'snakeXcase 머그컵', market: '오늘의집', content_text: '디자이너 선물' },
  { name: '역슬래시 \\ 케이블', market: '네이버', content_text: 'USB-C 연결' },
  { name: '가성비 무선 이어폰', market: '지마켓', content_text: '출퇴근용 추천' },
  { name: '슬림 무선청소기', market: 'SSG', content_text: 'V12' },
];

const BOARDS = [
  '캠핑 의자 추천해주세요 가벼운 걸로요',
  '오늘 득템한 삼다수 후기입니다',
  'MacBook 할인 정보 공유합니다',
  '할인율 100% 이벤트는 없나요?',
  '파일명 report_final 정리 팁',
  '경로 C:\\temp 에 저장하는 법',
  '가성비 좋은 텐트 있을까요',
];

const dealIds = new Map<string, number>();
const boardIds = new Map<string, number>();

const ctx = withTestApp();

beforeAll(async () => {
  for (const [i, deal] of DEALS.entries()) {
    const row = await createDeal(ctx.db, { ...deal, created_at: at(i) });
    dealIds.set(deal.name, row.id);
  }
  const author = await createMember(ctx.db);
  for (const [i, content] of BOARDS.entries()) {
    const row = await createBoard(ctx.db, {
      content,
      member_id: author.id,
      created_at: at(i),
    });
    boardIds.set(content, row.id);
  }
  await createBoard(ctx.db, { content: '지운 캠핑 글입니다', deleted_at: at(30) });
  await createBoard(ctx.db, { content: '숨긴 캠핑 글입니다', hidden_at: at(30) });
});

async function feed(query: string, app: App = ctx.app) {
  const response = await app.inject({ url: `/v1/feed/${query}` });
  expect(response.statusCode).toBe(200);
  return feedListResponseSchema.parse(response.json());
}

async function board(query: string, app: App = ctx.app) {
  const response = await app.inject({ url: `/v1/board/${query}` });
  expect(response.statusCode).toBe(200);
  return boardListResponseSchema.parse(response.json());
}

const q = (keyword: string) => `?size=50&keyword=${encodeURIComponent(keyword)}`;
const dealNames = async (keyword: string) =>
  (await feed(q(keyword))).content.map((item) => item.name).sort();
const boardTexts = async (keyword: string) =>
  (await board(q(keyword))).content.map((item) => item.content).sort();

describe(`deal search on ${kind}`, () => {
  it('finds one-, two- and three-syllable Korean keywords in name, market and content', async () => {
    expect(await dealNames('병')).toEqual(['제주 삼다수 2L 24병']);
    expect(await dealNames('삼다')).toEqual(['제주 삼다수 2L 24병']);
    expect(await dealNames('진라면')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('생수')).toEqual(['제주 삼다수 2L 24병']);
    expect(await dealNames('최저가')).toEqual(['Logitech MX Master 3S 마우스']);
    expect(await dealNames('G마켓')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('무선')).toEqual(
      ['Logitech MX Master 3S 마우스', '가성비 무선 이어폰', '슬림 무선청소기'].sort(),
    );
    expect(await dealNames('진라면 40개')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('라면 없는말')).toEqual([]);
    expect(await dealNames('면매')).toEqual([]);
  });

  it('ignores Latin case and treats %, _ and \\ literally', async () => {
    expect(await dealNames('mx MASTER')).toEqual(['Logitech MX Master 3S 마우스']);
    expect(await dealNames('LOGITECH')).toEqual(['Logitech MX Master 3S 마우스']);
    expect(await dealNames('usb-c')).toEqual(['역슬래시 \\ 케이블']);
    expect(await dealNames('%')).toEqual(['100% 순면 수건 10장']);
    expect(await dealNames('100%')).toEqual(['100% 순면 수건 10장']);
    expect(await dealNames('_')).toEqual(['snake_case 머그컵']);
    expect(await dealNames('e_c')).toEqual(['snake_case 머그컵']);
    expect(await dealNames('\\')).toEqual(['역슬래시 \\ 케이블']);
    expect(await dealNames('%%')).toEqual([]);
  });

  it('matches initial consonants (초성) in order', async () => {
    expect(await dealNames('ㄱㅅㅂ')).toEqual(['가성비 무선 이어폰']);
    expect(await dealNames('ㅅㄷㅅ')).toEqual(['제주 삼다수 2L 24병']);
    expect(await dealNames('ㅈㄹㅁ')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('ㅈㄹ ㅁ')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('ㅂㅅㄱ')).toEqual([]);
  });

  it('matches 초성 within a word, not across the space between two', async () => {
    expect(await dealNames('ㄹㅁ')).toEqual(['오뚜기 진라면 매운맛 120g 40개']);
    expect(await dealNames('ㅅㄹㅁㅅ')).toEqual([]);
    expect(await dealNames('ㅁㅅㅊㅅㄱ')).toEqual(['슬림 무선청소기']);
    expect(await dealNames('ㅅㄹ ㅁㅅ')).toEqual(['슬림 무선청소기']);
    expect(await dealNames('ㅅㄹ')).toEqual(['슬림 무선청소기', '역슬래시 \\ 케이블'].sort());
  });

  it('answers every deal for a blank keyword and 400 for one over 100 characters', async () => {
    expect((await feed('?keyword=%20%20&size=50')).content).toHaveLength(DEALS.length);
    const long = await ctx.app.inject({ url: `/v1/feed/${q('가'.repeat(101))}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe(`board search on ${kind}`, () => {
  it('finds one-, two- and three-syllable keywords in live posts only', async () => {
    expect(await boardTexts('텐')).toEqual(['가성비 좋은 텐트 있을까요']);
    expect(await boardTexts('캠핑')).toEqual(['캠핑 의자 추천해주세요 가벼운 걸로요']);
    expect(await boardTexts('삼다수')).toEqual(['오늘 득템한 삼다수 후기입니다']);
    expect(await boardTexts('할인')).toEqual(
      ['MacBook 할인 정보 공유합니다', '할인율 100% 이벤트는 없나요?'].sort(),
    );
  });

  it('ignores Latin case, treats %, _ and \\ literally, and matches 초성', async () => {
    expect(await boardTexts('macbook')).toEqual(['MacBook 할인 정보 공유합니다']);
    expect(await boardTexts('%')).toEqual(['할인율 100% 이벤트는 없나요?']);
    expect(await boardTexts('t_f')).toEqual(['파일명 report_final 정리 팁']);
    expect(await boardTexts('c:\\')).toEqual(['경로 C:\\temp 에 저장하는 법']);
    expect(await boardTexts('ㄱㅅㅂ')).toEqual(['가성비 좋은 텐트 있을까요']);
    expect(await boardTexts('ㅋㅍ')).toEqual(['캠핑 의자 추천해주세요 가벼운 걸로요']);
    expect(await boardTexts('ㅇㅈㅊ')).toEqual([]);
    expect(await boardTexts('ㅊㅊㅎ')).toEqual(['캠핑 의자 추천해주세요 가벼운 걸로요']);
  });
});

describe(`search paging on ${kind}`, () => {
  it('pages matches newest first on both lists', async () => {
    const member = await createMember(ctx.db);
    for (let i = 0; i < 11; i++) {
      await createDeal(ctx.db, { name: `반값 특가 상품 ${i}`, created_at: at(100 + i) });
      await createBoard(ctx.db, {
        content: `반값 특가 소식 공유 ${i}번`,
        member_id: member.id,
        created_at: at(100 + i),
      });
    }
    for (const list of [feed, board]) {
      const pages = [];
      for (let page = 0; page < 3; page++) {
        const result = await list(`?keyword=${encodeURIComponent('특가')}&size=4&page=${page}`);
        expect(result.page).toMatchObject({ number: page, size: 4, last: page === 2 });
        pages.push(...result.content);
      }
      expect(pages).toHaveLength(11);
      const times = pages.map((item) =>
        Date.parse('createdDatetime' in item ? item.createdDatetime : item.createdAt),
      );
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(pages.map((item) => item.id)).size).toBe(11);
    }
  });
});

describe(`searches people type on ${kind}`, () => {
  const typed = {
    usbc: 'USB-C 고속 충전 케이블 1m',
    gtx: 'GTX-1660 SUPER 그래픽카드',
    pot: '필립스 전기포트 2.5L',
    cooker: '쿠쿠 2.5L 전기밥솥',
    macbook: '애플 M2 맥북 에어 13',
    iphone: '아이폰15 케이스 투명 젤리',
    rtx: 'RTX 4070 게이밍 모니터 27인치',
    lg: 'LG 울트라기어 게이밍 모니터',
    buds: '삼성 갤럭시 버즈3 프로',
  };
  const posts = [
    'USB-C 허브 추천 부탁드려요',
    '2.5L 전기포트 한 달 후기',
    'M2 맥북 에어 중고 시세 궁금해요',
    'RTX 4070 게이밍 모니터 조합 어때요',
  ];

  beforeAll(async () => {
    for (const [i, name] of Object.values(typed).entries()) {
      await createDeal(ctx.db, {
        name,
        market: '네이버',
        content_text: '가격 좋아요',
        created_at: at(200 + i),
      });
    }
    const author = await createMember(ctx.db);
    for (const [i, content] of posts.entries()) {
      await createBoard(ctx.db, { content, member_id: author.id, created_at: at(200 + i) });
    }
  });

  it.each([
    ['two words, any order', '게이밍 모니터', [typed.rtx, typed.lg]],
    ['two words, any order', '모니터 게이밍', [typed.rtx, typed.lg]],
    ['three words', '삼성 갤럭시 버즈', [typed.buds]],
    ['three words', '울트라기어 게이밍 모니터', [typed.lg]],
    ['three words, one absent', '삼성 버즈 모니터', []],
    ['a hyphenated model', 'usb-c', [typed.usbc, '역슬래시 \\ 케이블']],
    ['a hyphenated model', 'GTX-1660', [typed.gtx]],
    ['part of a hyphenated model', 'x-16', [typed.gtx]],
    ['a hyphenated model, its halves apart', 'gtx 1660', [typed.gtx]],
    ['a hyphenated model reversed', '1660-gtx', []],
    ['a dotted model', '2.5l', [typed.pot, typed.cooker]],
    ['a dotted model', '2.5L 전기포트', [typed.pot]],
    ['a dotted model without its dot', '25l', []],
    ['Latin and Hangul', 'm2 맥북', [typed.macbook]],
    ['Latin and Hangul in one word', 'm2맥북', []],
    ['Latin and Hangul', '아이폰15 케이스', [typed.iphone]],
    ['Latin and Hangul', 'rtx 4070', [typed.rtx]],
    ['Latin and Hangul', 'lg 모니터', [typed.lg]],
    ['a hyphenated model and Hangul', 'usb-c 케이블', [typed.usbc, '역슬래시 \\ 케이블']],
  ])('finds deals by %s (%s)', async (_, keyword, names) => {
    expect(await dealNames(keyword)).toEqual([...names].sort());
  });

  it.each([
    ['게이밍 모니터', [posts[3]]],
    ['usb-c', [posts[0]]],
    ['2.5l', [posts[1]]],
    ['m2 맥북 시세', [posts[2]]],
    ['rtx 4070', [posts[3]]],
    ['rtx-4070', []],
  ])('finds posts by %s', async (keyword, texts) => {
    expect(await boardTexts(keyword)).toEqual([...texts].sort());
  });
});

describe(`search conditions on ${kind}`, () => {
  it('reads the same rows one by one (a window), through the indexes and collected', async () => {
    const keywords = [
      ...['병', '삼다', '진라면', '무선', '진라면 40개', '면매', 'mx MASTER', 'usb-c', '%', '100%'],
      ...['_', 'e_c', '\\', '%%', 'ㄱㅅㅂ', 'ㅈㄹ ㅁ', 'ㄹㅁ', 'ㅅㄹ ㅁㅅ', 'ㅅㄹ', '텐', '캠핑'],
      ...['t_f', 'c:\\', 'ㅋㅍ', '게이밍 모니터', '삼성 갤럭시 버즈', 'gtx-1660', 'x-16', '2.5l'],
      ...['25l', 'm2 맥북', 'm2맥북', '아이폰 15', 'rtx 4070', 'lg 모니터', 'usb-c 케이블', '1+1'],
      ...['ㅈ ㄹㅁ', 'ㅈ', '삼 다수', '무선 청소기 a'],
    ];
    let found = 0;
    for (const table of ['deal', 'board'] as const) {
      for (const keyword of keywords) {
        const ids = async (use: 'index' | 'scan' | 'collect') => {
          const { rows } = await sql<{ id: number }>`
            select id from ${sql.table(table)} where ${searchCondition(table, keyword, use)!}
            order by id`.execute(ctx.db);
          return rows.map((row) => Number(row.id));
        };
        const indexed = await ids('index');
        expect(await ids('scan'), `${table} ${keyword}`).toEqual(indexed);
        expect(await ids('collect'), `${table} ${keyword}`).toEqual(indexed);
        if (indexed.length > 0) found++;
      }
    }
    expect(found).toBeGreaterThan(30);
  });
});

describe(`search kept to the days of the newest rows on ${kind}`, () => {
  // A match a day at noon over twenty days, newer than any other row of the file.
  const DAY0 = Date.parse('2027-01-01T12:00:00Z');

  beforeAll(async () => {
    const author = await createMember(ctx.db);
    for (let day = 1; day <= 20; day++) {
      const created_at = new Date(DAY0 + day * 86_400_000);
      await createDeal(ctx.db, { name: `나날이 특가 ${day}`, created_at });
      await createBoard(ctx.db, {
        content: `나날이 후기 ${day}`,
        member_id: author.id,
        created_at,
      });
    }
  });

  const textOf = (table: 'deal' | 'board') => sql.ref(table === 'deal' ? 'name' : 'content');

  /** The days of the matches of 나날이 the bound keeps, newest first. */
  async function since(table: 'deal' | 'board', rows: number, after?: [string, number]) {
    const { rows: found } = await sql<{ text: string }>`
      select ${textOf(table)} as text from ${sql.table(table)}
      where ${searchCondition(table, '나날이', 'collect')!} and ${afterTimeId(table, after)}
        and ${createdSinceDayOf(table, after, rows, 3)}
      order by created_at desc, id desc`.execute(ctx.db);
    return found.map((row) => Number(row.text.split(' ').at(-1)));
  }

  async function cursorAt(table: 'deal' | 'board', day: number): Promise<[string, number]> {
    const { rows } = await sql<{ at: string; id: number }>`
      select created_at::text as at, id from ${sql.table(table)}
      where ${textOf(table)} like ${`나날이 % ${day}`}`.execute(ctx.db);
    return [rows[0]!.at, Number(rows[0]!.id)];
  }

  it.each([['deal'], ['board']] as const)(
    'keeps the %s matches to the days the newest rows span, stretched',
    async (table) => {
      // Days 20 to 18 span two days; six rows' worth is four: from day 16 on.
      expect(await since(table, 6)).toEqual([20, 19, 18, 17, 16]);
      // After day 12, days 11 to 9 span two days; nine rows' worth is six: from day 5 on.
      expect(await since(table, 9, await cursorAt(table, 12))).toEqual([11, 10, 9, 8, 7, 6, 5]);
      // Fewer rows than the sample after the cursor: every match.
      expect(await since(table, 6, await cursorAt(table, 3))).toEqual([2, 1]);
    },
  );
});

describe(`search beyond its window of newest rows on ${kind}`, () => {
  const FILLERS = SEARCH_WINDOW + 40;
  // Through the newest days' step as on a large table, and without it.
  const LISTS_WITH_AND_WITHOUT_NEWEST_DAYS = [
    ['deals', true, feed],
    ['deals', false, feed],
    ['posts', true, board],
    ['posts', false, board],
  ] as const;
  // A second instance that takes the step on tables of any size (the estimate of an unanalyzed
  // table is -1, or 0 on PGlite).
  let newestDaysApp: App;
  beforeAll(async () => {
    newestDaysApp = (await ctx.startInstance({ config: { searchNewestDaysMinRows: -Infinity } }))
      .app;
  });
  const on = (newestDays: boolean, list: typeof feed | typeof board) => (query: string) =>
    list(query, newestDays ? newestDaysApp : ctx.app);

  /**
   * Inserts `count` rows of `table` named by `text(i)`, one every `every` seconds after `from`
   * minutes (i from 1), shifted by `shift` seconds.
   */
  async function insertRows(
    table: 'deal' | 'board',
    count: number,
    from: number,
    text: string,
    { every = 1, shift = 0 } = {},
  ) {
    const created = sql`${new Date(T0 + from * 60_000)}::timestamptz
      + make_interval(secs => i * ${every}::float8 + ${shift}::float8)`;
    if (table === 'deal') {
      await sql`
        insert into deal (source, name, price, market, link, content, content_text, created_at, updated_at)
        select 'AKKYEO', ${text} || ' ' || i, 1000, '네이버', 'https://shop.example.com/w/' || i,
          '<p>내용</p>', '내용', ${created}, ${created}
        from generate_series(1, ${count}) as i`.execute(ctx.db);
    } else {
      const author = await createMember(ctx.db);
      await sql`
        insert into board (member_id, category, content, created_at, updated_at)
        select ${author.id}, '자유', ${text} || ' ' || i, ${created}, ${created}
        from generate_series(1, ${count}) as i`.execute(ctx.db);
    }
  }

  beforeAll(async () => {
    for (const table of ['deal', 'board'] as const) {
      // 20 old matches, then more fillers than the window, then 3 new matches on top.
      await insertRows(table, 20, 1_000, '창문너머 옛날 글');
      await insertRows(table, FILLERS, 2_000, '채움 상품 안내');
      await insertRows(table, 3, 3_000, '창문너머 새 글');
      // 12 matches among the fillers, one in every 250 from the newest: 7 in the first window.
      await insertRows(table, 12, 2_000, '드문드문 표시', { every: -250, shift: FILLERS + 0.5 });
    }
  }, 60_000);

  it.each(LISTS_WITH_AND_WITHOUT_NEWEST_DAYS)(
    'pages the %s matches of a keyword found in one row of 250 through a wider window (newest days first: %s)',
    async (_, newestDays, listOf) => {
      const list = on(newestDays, listOf);
      const texts = (result: Awaited<ReturnType<typeof list>>) =>
        result.content.map((item) => ('name' in item ? item.name : item.content));
      const first = await list(`?keyword=${encodeURIComponent('드문드문')}&size=10`);
      expect(texts(first)).toEqual(Array.from({ length: 10 }, (_, i) => `드문드문 표시 ${i + 1}`));
      const cursor = encodeURIComponent(first.page.nextCursor ?? '');
      const second = await list(
        `?keyword=${encodeURIComponent('드문드문')}&size=10&cursor=${cursor}`,
      );
      expect(texts(second)).toEqual(['드문드문 표시 11', '드문드문 표시 12']);
    },
  );

  it.each(LISTS_WITH_AND_WITHOUT_NEWEST_DAYS)(
    'pages the %s matches newest first, across the window and by cursor (newest days first: %s)',
    async (_, newestDays, listOf) => {
      const list = on(newestDays, listOf);
      const seen: string[] = [];
      let cursor = '';
      for (let page = 0; page < 4; page++) {
        const result = await list(`?keyword=${encodeURIComponent('창문너머 글')}&size=10${cursor}`);
        seen.push(...result.content.map((item) => ('name' in item ? item.name : item.content)));
        if (!result.page.nextCursor) break;
        cursor = `&cursor=${encodeURIComponent(result.page.nextCursor)}`;
      }
      const expected = [
        ...[3, 2, 1].map((i) => `창문너머 새 글 ${i}`),
        ...Array.from({ length: 20 }, (_, i) => `창문너머 옛날 글 ${20 - i}`),
      ];
      expect(seen).toEqual(expected);
      const first = await list(`?keyword=${encodeURIComponent('채움')}&size=10`);
      expect(first.content.map((item) => ('name' in item ? item.name : item.content))).toEqual(
        Array.from({ length: 10 }, (_, i) => `채움 상품 안내 ${FILLERS - i}`),
      );
    },
  );

  it.each(LISTS_WITH_AND_WITHOUT_NEWEST_DAYS)(
    'pages the %s matches by number, inside the window, across it and past it (newest days first: %s)',
    async (_, newestDays, listOf) => {
      const list = on(newestDays, listOf);
      const texts = async (query: string) =>
        (await list(query)).content.map((item) => ('name' in item ? item.name : item.content));
      const keyword = `keyword=${encodeURIComponent('창문너머 글')}`;
      expect(await texts(`?${keyword}&size=10&page=1`)).toEqual(
        Array.from({ length: 10 }, (_, i) => `창문너머 옛날 글 ${13 - i}`),
      );
      expect(await texts(`?${keyword}&size=10&page=2`)).toEqual(
        [3, 2, 1].map((i) => `창문너머 옛날 글 ${i}`),
      );
      const filler = `keyword=${encodeURIComponent('채움')}`;
      expect(await texts(`?${filler}&size=10&page=3`)).toEqual(
        Array.from({ length: 10 }, (_, i) => `채움 상품 안내 ${FILLERS - 30 - i}`),
      );
      const pastWindow = Math.ceil(SEARCH_WINDOW / 10);
      expect(await texts(`?${filler}&size=10&page=${pastWindow}`)).toEqual(
        Array.from({ length: 10 }, (_, i) => `채움 상품 안내 ${FILLERS - pastWindow * 10 - i}`),
      );
    },
  );
});

describe(`search columns migration on ${kind}`, () => {
  it("rebuilds existing deals' search columns to cover their content text", async () => {
    const old = await createTestDatabase();
    try {
      const down = await createMigrator(old.db).migrateTo('0004_accounts');
      expect(down.error).toBeUndefined();
      const deal = await createDeal(old.db, {
        name: '캠핑 의자',
        market: '쿠팡',
        content_text: '접이식 경량 의자',
        ...toSearchColumns('캠핑 의자', '쿠팡'),
      });
      await migrateToLatest(old.db);
      const row = await old.db
        .selectFrom('deal')
        .select(['search_text', 'search_bigrams', 'search_chosung'])
        .where('id', '=', deal.id)
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe('캠핑 의자 쿠팡 접이식 경량 의자');
      expect(row.search_bigrams).toEqual(expect.arrayContaining(['접이', '경량']));
      expect(row.search_chosung).toBe('ㅋㅍ ㅇㅈ ㅋㅍ ㅈㅇㅅ ㄱㄹ ㅇㅈ');
    } finally {
      await old.close();
    }
  });

  it('keeps the 초성 of each word apart from 0021 on, and back together when it is undone', async () => {
    const old = await createTestDatabase();
    try {
      const migrator = createMigrator(old.db);
      expect((await migrator.migrateTo('0020_board_upload_id')).error).toBeUndefined();
      const deal = await createDeal(old.db, {
        name: '슬림 무선청소기',
        market: 'SSG',
        content_text: 'V12',
      });
      const chosung = () =>
        old.db
          .selectFrom('deal')
          .select(['search_chosung', 'search_bigrams'])
          .where('id', '=', deal.id)
          .executeTakeFirstOrThrow();
      expect((await chosung()).search_chosung).toBe('ㅅㄹㅁㅅㅊㅅㄱ');
      await migrateToLatest(old.db);
      const rebuilt = await chosung();
      expect(rebuilt.search_chosung).toBe('ㅅㄹ ㅁㅅㅊㅅㄱ');
      expect([...rebuilt.search_bigrams].sort()).toEqual(
        [...toSearchColumns('슬림 무선청소기', 'SSG', 'V12').search_bigrams].sort(),
      );
      expect(rebuilt.search_bigrams).not.toContain('ㄹㅁ');
      expect(rebuilt.search_bigrams).toContain('ㄹ ㅁ');
      expect((await migrator.migrateTo('0020_board_upload_id')).error).toBeUndefined();
      expect((await chosung()).search_chosung).toBe('ㅅㄹㅁㅅㅊㅅㄱ');
      expect((await chosung()).search_bigrams).toContain('ㄹㅁ');
    } finally {
      await old.close();
    }
  });
});
