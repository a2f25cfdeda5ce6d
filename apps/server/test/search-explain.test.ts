import { feedListResponseSchema } from '@akkyeo/contracts';
import {
  CompiledQuery,
  createQueryId,
  sql,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { dealSearchColumns, toBigrams, toChosung, toSearchText } from '../src/db/search-text';
import { createTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const ROWS = 100_000;
/** One row in RARE_EVERY gets a rare product instead of a common one. */
const RARE_EVERY = 1_000;

const BRANDS = [
  '오뚜기',
  '농심',
  '삼양',
  '풀무원',
  '비비고',
  'CJ',
  '동원',
  '하림',
  '매일',
  '빙그레',
  '오리온',
  '크라운',
  '삼성',
  'LG',
  '로지텍',
  '샤오미',
  '필립스',
  '다이슨',
  '쿠쿠',
  '락앤락',
  '코멧',
  '곰곰',
  '피죤',
  '깨끗한나라',
  '유한킴벌리',
  '탐사',
  '노브랜드',
  '피코크',
  '프레시지',
  '쿠팡브랜드',
];
const PRODUCTS = [
  '진라면',
  '신라면',
  '짜파게티',
  '너구리',
  '삼다수',
  '생수',
  '햇반',
  '즉석밥',
  '포기김치',
  '물만두',
  '닭가슴살',
  '우유',
  '요거트',
  '아이스크림',
  '감자칩',
  '초코파이',
  '커피믹스',
  '원두커피',
  '녹차',
  '보리차',
  '물티슈',
  '화장지',
  '키친타월',
  '세탁세제',
  '섬유유연제',
  '샴푸',
  '린스',
  '바디워시',
  '치약',
  '칫솔',
  '면도기',
  '마우스',
  '키보드',
  '모니터',
  '이어폰',
  '헤드폰',
  '충전기',
  '보조배터리',
  '노트북',
  '태블릿',
  '스마트워치',
  '공기청정기',
  '가습기',
  '제습기',
  '선풍기',
  '전기장판',
  '청소기',
  '에어프라이어',
  '전자레인지',
  '전기밥솥',
  '믹서기',
  '텀블러',
  '머그컵',
  '프라이팬',
  '냄비',
  '도마',
  '수건',
  '이불',
  '베개',
  '매트리스',
  '캠핑의자',
  '텐트',
  '침낭',
  '운동화',
  '양말',
  '티셔츠',
  '패딩',
  '백팩',
  '캐리어',
  '선글라스',
  '비타민',
  '유산균',
  '오메가3',
  '홍삼',
  '단백질쉐이크',
  '견과류',
  '그래놀라',
  '시리얼',
  '올리브유',
  '참기름',
  '간장',
  '고추장',
  '된장',
  '식용유',
  '설탕',
  '소금',
  '밀가루',
  '스팸',
  '참치캔',
  '소시지',
  '베이컨',
  '냉동피자',
  '떡볶이',
  '어묵',
  '순대',
  '족발',
];
const RARE_PRODUCTS = ['한라봉', '애플망고', '샤인머스캣', '전복죽'];
const SPECS = [
  '2L 12병',
  '500ml 20개',
  '1kg',
  '대용량',
  '5팩',
  '10개입',
  '블랙',
  '화이트',
  '무선',
  '초경량',
  '30롤',
  '3입',
  '특대형',
  '가정용',
  '휴대용',
  '세트',
  '리필',
  '묶음',
  '소용량',
  '프리미엄',
];
const MARKETS = ['쿠팡', '11번가', 'G마켓', '옥션', '네이버', 'SSG', '롯데온', '오늘의집', '컬리'];
const CONTENTS = [
  '오늘만 이 가격',
  '역대 최저가 갱신',
  '무료배송 행사 중',
  '카드 할인 적용가',
  '쿠폰 적용 시 추가 할인',
  '재고 소진 시 종료',
  '로켓배송 가능',
  '1+1 행사 진행',
  '한정 수량 특가',
  '리뷰 만점 상품',
  '타임딜 진행 중',
  '회원 전용 가격',
  '정기배송 추가 할인',
  '첫 구매 쿠폰 사용 가능',
  '앱 전용 특가',
];

/** A pool as JSON rows: the text, its normalised text, its grams (space-separated) and 초성. */
function pool(words: string[]): string {
  return JSON.stringify(
    words.map((txt, i) => ({
      n: i + 1,
      txt,
      norm: toSearchText(txt),
      grams: toBigrams(txt).join(' '),
      cho: toChosung(txt),
    })),
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

const SEARCH_INDEXES = [
  'deal_search_bigrams_idx',
  'deal_search_trgm_idx',
  'deal_search_chosung_trgm_idx',
];

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'deal search on 100k generated deals (PostgreSQL)',
  () => {
    let database: Database;
    let app: App;
    const captured: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        captured.push(node);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      ({ app } = await createTestApp({ ...database, db: database.db.withPlugin(recorder) }));
      const products = [...PRODUCTS, ...RARE_PRODUCTS];
      await sql`
        with
          brand as (select * from jsonb_to_recordset(${pool(BRANDS)}::jsonb)
            as p(n int, txt text, norm text, grams text, cho text)),
          product as (select * from jsonb_to_recordset(${pool(products)}::jsonb)
            as p(n int, txt text, norm text, grams text, cho text)),
          spec as (select * from jsonb_to_recordset(${pool(SPECS)}::jsonb)
            as p(n int, txt text, norm text, grams text, cho text)),
          market as (select * from jsonb_to_recordset(${pool(MARKETS)}::jsonb)
            as p(n int, txt text, norm text, grams text, cho text)),
          content as (select * from jsonb_to_recordset(${pool(CONTENTS)}::jsonb)
            as p(n int, txt text, norm text, grams text, cho text)),
          picks as (
            select i,
              1 + (i * 7) % ${BRANDS.length} as b,
              case when i % ${RARE_EVERY} = 0
                then ${PRODUCTS.length + 1} + (i / ${RARE_EVERY}) % ${RARE_PRODUCTS.length}
                else 1 + (i * 13 + i / 97) % ${PRODUCTS.length} end as p,
              1 + (i * 3 + i / 11) % ${SPECS.length} as s,
              1 + (i * 5 + i / 13) % ${MARKETS.length} as m,
              1 + (i * 11 + i / 7) % ${CONTENTS.length} as c
            from generate_series(1, ${ROWS}) as i)
        insert into deal (source, name, price, market, link, content, content_text,
          search_text, search_bigrams, search_chosung, created_at, updated_at)
        select 'AKKYEO',
          b.txt || ' ' || p.txt || ' ' || s.txt,
          1000 + (i * 7919) % 90000,
          m.txt,
          'https://shop.example.com/products/' || i,
          '<p>' || c.txt || '</p>',
          c.txt,
          b.norm || ' ' || p.norm || ' ' || s.norm || ' ' || m.norm || ' ' || c.norm,
          array(select distinct g from unnest(string_to_array(
            b.grams || ' ' || p.grams || ' ' || s.grams || ' ' || m.grams || ' ' || c.grams, ' ')) as g),
          b.cho || p.cho || s.cho || m.cho || c.cho,
          now() - make_interval(mins => ${ROWS} - i),
          now() - make_interval(mins => ${ROWS} - i)
        from picks
          join brand b on b.n = picks.b
          join product p on p.n = picks.p
          join spec s on s.n = picks.s
          join market m on m.n = picks.m
          join content c on c.n = picks.c`.execute(database.db);
      await sql`vacuum analyze deal`.execute(database.db);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    /** Runs the feed search over HTTP and EXPLAINs the deal queries it ran (page and count). */
    async function searchAndExplain(keyword: string) {
      captured.length = 0;
      const response = await app.inject({
        url: `/v1/feed/?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(response.statusCode).toBe(200);
      const body = feedListResponseSchema.parse(response.json());
      const executor = database.db.getExecutor();
      const queries = captured
        .filter((node) => node.kind === 'SelectQueryNode')
        .map((node) => executor.compileQuery(node, createQueryId()))
        .filter((query) => /from "deal"/.test(query.sql));
      expect(queries).toHaveLength(2);
      const explain = async (query: CompiledQuery | undefined) => {
        const result = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          CompiledQuery.raw(`explain (format json) ${query!.sql}`, [...query!.parameters]),
        );
        return flatten(result.rows[0]!['QUERY PLAN'][0].Plan);
      };
      const isCount = (query: CompiledQuery) => /count\(\*\)/.test(query.sql);
      return {
        body,
        page: await explain(queries.find((query) => !isCount(query))),
        count: await explain(queries.find(isCount)),
      };
    }

    const indexesOf = (nodes: PlanNode[]) =>
      nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    const seqScansOnDeal = (nodes: PlanNode[]) =>
      nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'deal');

    async function expected(pattern: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from deal where name like ${pattern}`.execute(database.db);
      return rows[0]!.n;
    }

    it('generates the search columns the write path would store', async () => {
      const rows = await database.db
        .selectFrom('deal')
        .select([
          'name',
          'market',
          'content_text',
          'search_text',
          'search_bigrams',
          'search_chosung',
        ])
        .where(sql<boolean>`id % 997 = 0 or name like '%한라봉%'`)
        .execute();
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        const columns = dealSearchColumns({ ...row, contentText: row.content_text });
        expect(row.search_text).toBe(columns.search_text);
        expect([...row.search_bigrams].sort()).toEqual([...columns.search_bigrams].sort());
        expect(row.search_chosung).toBe(columns.search_chosung);
      }
    });

    it.each([
      ['two-syllable', '한라', '%한라봉%'],
      ['three-syllable', '한라봉', '%한라봉%'],
      ['four-syllable', '샤인머스', '%샤인머스캣%'],
    ])('serves a %s keyword (%s) from a search index', async (_, keyword, pattern) => {
      const { body, page, count } = await searchAndExplain(keyword);
      expect(body.page.totalElements).toBe(await expected(pattern));
      expect(body.page.totalElements).toBeGreaterThan(0);
      expect(body.content[0]?.name).toContain(keyword);
      expect(seqScansOnDeal(page)).toEqual([]);
      expect(seqScansOnDeal(count)).toEqual([]);
      expect(indexesOf(page).some((name) => SEARCH_INDEXES.includes(name))).toBe(true);
      expect(indexesOf(count).some((name) => SEARCH_INDEXES.includes(name))).toBe(true);
    });

    it('pages a common keyword (라면, ~2% of deals) along an index and counts it from a search index', async () => {
      const { body, page, count } = await searchAndExplain('라면');
      expect(body.page.totalElements).toBe(await expected('%라면%'));
      expect(body.content).toHaveLength(10);
      expect(seqScansOnDeal(page)).toEqual([]);
      expect(indexesOf(page).length).toBeGreaterThan(0);
      expect(seqScansOnDeal(count)).toEqual([]);
      expect(indexesOf(count).some((name) => SEARCH_INDEXES.includes(name))).toBe(true);
    });

    it('serves a 초성 keyword from the search_chosung trigram index', async () => {
      const { body, count } = await searchAndExplain('ㅎㄹㅂ');
      expect(body.page.totalElements).toBeGreaterThanOrEqual(await expected('%한라봉%'));
      expect(seqScansOnDeal(count)).toEqual([]);
      expect(indexesOf(count)).toContain('deal_search_chosung_trgm_idx');
    });
  },
);
