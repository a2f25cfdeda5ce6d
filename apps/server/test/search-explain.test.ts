import {
  alertPreviewSchema,
  AUTH_HEADER,
  feedListResponseSchema,
  MUTED_MATCHES_COUNTED,
} from '@akkyeo/contracts';
import { CompiledQuery, sql, type QueryExecutor } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { trigramsSeeHangul } from '../src/db/search-filter';
import { dealSearchColumns } from '../src/db/search-text';
import { tokenOf } from './board-support';
import { createBoard, createMember } from './helpers/factories';
import { loadScaleData } from './helpers/scale-data';
import { withTestApp } from './helpers/test-app';

const ROWS = 100_000;

interface ExplainRoot {
  Plan: PlanNode;
  JIT?: unknown;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Loops'?: number;
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
    // 100k rows are below where the newest days' step starts; its plans are checked here too.
    const ctx = withTestApp({ config: { searchNewestDaysMinRows: -Infinity } });
    let memberToken: string;
    const captured: CompiledQuery[] = [];

    /** Records every statement the app runs, built or prepared, with its parameters. */
    function recordStatements(executor: QueryExecutor) {
      const execute = executor.executeQuery.bind(executor);
      executor.executeQuery = <R>(query: CompiledQuery<R>) => {
        captured.push(query);
        return execute(query);
      };
    }

    beforeAll(async () => {
      recordStatements(ctx.db.getExecutor());
      const member = await createMember(ctx.db);
      memberToken = await tokenOf(member);
      await loadScaleData(ctx.db, { deals: ROWS, boards: ROWS, memberId: member.id });
      await createBoard(ctx.db, { content: '한라봉 후기' });
      await sql`analyze`.execute(ctx.db);
    }, 300_000);

    /** Runs a list over HTTP and EXPLAINs the statements it ran on the big table. */
    async function runAndExplain(url: string, token?: string, table = 'deal') {
      captured.length = 0;
      const response = await ctx.app.inject({
        url,
        headers: token ? { [AUTH_HEADER]: token } : {},
      });
      expect(response.statusCode).toBe(200);
      const queries = captured.filter(
        (query) => /^select /.test(query.sql) && new RegExp(`from "${table}"`).test(query.sql),
      );
      expect(queries.length).toBeGreaterThan(0);
      const plans = [];
      for (const query of queries) {
        const result = await ctx.db.executeQuery<{ 'QUERY PLAN': [ExplainRoot] }>(
          CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
        );
        const root = result.rows[0]!['QUERY PLAN'][0];
        expect(root.JIT, query.sql).toBeUndefined();
        plans.push(flatten(root.Plan));
      }
      return { body: response.json<unknown>(), plans, sql: queries.map((query) => query.sql) };
    }

    async function searchAndExplain(keyword: string, token?: string) {
      const result = await runAndExplain(`/v1/feed/?keyword=${encodeURIComponent(keyword)}`, token);
      return { ...result, body: feedListResponseSchema.parse(result.body) };
    }

    const indexesOf = (nodes: PlanNode[]) =>
      nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    const seqScansOn = (table: string, plans: PlanNode[][]) =>
      plans
        .flat()
        .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);

    it('runs without JIT on the pool and counts nothing on the feed', async () => {
      const { rows } = await sql<{ jit: string }>`show jit`.execute(ctx.db);
      expect(rows[0]?.jit).toBe('off');
      const { plans, sql: statements } = await runAndExplain('/v1/feed/', memberToken);
      expect(statements.some((text) => /count\(/.test(text))).toBe(false);
      expect(seqScansOn('deal', plans)).toEqual([]);
      expect(indexesOf(plans.flat())).toContain('deal_created_idx');
      expect(indexesOf(plans.flat())).toEqual(
        expect.arrayContaining(['bookmark_pkey', 'deal_like_pkey']),
      );
      expect(seqScansOn('bookmark', plans)).toEqual([]);
      expect(seqScansOn('deal_like', plans)).toEqual([]);
    });

    it('reads a deal with its 종료됐어요 reports and the caller’s flags along primary keys', async () => {
      await sql`
        insert into deal_ended_report (deal_id, member_id, counts)
        select deal.id, member.id, true from deal cross join member
        where deal.id % 3 = 0 and member.id % 25 = deal.id % 25`.execute(ctx.db);
      await sql`analyze deal_ended_report`.execute(ctx.db);
      try {
        const { rows } = await sql<{ id: number }>`
          select deal_id as id from deal_ended_report limit 1`.execute(ctx.db);
        const { plans, sql: statements } = await runAndExplain(
          `/v1/feed/${rows[0]!.id}`,
          memberToken,
        );
        expect(statements).toHaveLength(1);
        expect(statements[0]).toContain('"deal_ended_report"');
        for (const table of ['deal', 'deal_ended_report', 'bookmark', 'deal_like']) {
          expect(seqScansOn(table, plans)).toEqual([]);
        }
        expect(indexesOf(plans.flat())).toEqual(
          expect.arrayContaining(['deal_pkey', 'deal_ended_report_pkey']),
        );
      } finally {
        await sql`delete from deal_ended_report`.execute(ctx.db);
      }
    });

    it('continues deep in the feed by cursor along the created_at index', async () => {
      let cursor = '';
      for (let i = 0; i < 3; i++) {
        const page = feedListResponseSchema.parse(
          (await ctx.app.inject({ url: `/v1/feed/?size=50${cursor}` })).json(),
        );
        cursor = `&cursor=${encodeURIComponent(page.page.nextCursor!)}`;
      }
      const { plans } = await runAndExplain(`/v1/feed/?size=50${cursor}`, memberToken);
      expect(seqScansOn('deal', plans)).toEqual([]);
      expect(indexesOf(plans.flat())).toContain('deal_created_idx');
    });

    it('walks only open deals when ended ones are hidden, however many have ended', async () => {
      await sql`update deal set ended_at = now() where id % 10 <> 0`.execute(ctx.db);
      await sql`analyze deal`.execute(ctx.db);
      try {
        const { plans } = await runAndExplain('/v1/feed/?hideEnded=true&size=50', memberToken);
        expect(seqScansOn('deal', plans)).toEqual([]);
        expect(indexesOf(plans.flat())).toContain('deal_open_created_idx');
      } finally {
        await sql`update deal set ended_at = null where ended_at is not null`.execute(ctx.db);
        await sql`analyze deal`.execute(ctx.db);
      }
    }, 90_000);

    it('continues a common word near the end of its matches along the created_at index', async () => {
      const matches = sql<{ at: string; id: number }>`
        select created_at::text as at, id from deal where search_text like '%쿠팡%'
        order by created_at desc, id desc`;
      const { rows: counted } = await sql<{ n: number }>`
        select count(*)::int as n from (${matches}) as m`.execute(ctx.db);
      const { rows } = await sql<{ at: string; id: number }>`
        ${matches} offset ${counted[0]!.n - 20} limit 1`.execute(ctx.db);
      const cursor = ctx.app.cursors.encode('feed', [rows[0]!.at, Number(rows[0]!.id)]);
      const { body, plans } = await runAndExplain(
        `/v1/feed/?keyword=${encodeURIComponent('쿠팡')}&cursor=${encodeURIComponent(cursor)}`,
        memberToken,
      );
      expect(feedListResponseSchema.parse(body).content.length).toBeGreaterThan(0);
      expect(indexesOf(plans.flat())).toContain('deal_created_idx');
      expect(indexesOf(plans.flat())).not.toContain('deal_search_bigrams_idx');
    });

    it('pages a common word by number past its window along created_at, not through every match', async () => {
      const url = `/v1/feed/?keyword=${encodeURIComponent('쿠팡')}&size=10&page=100`;
      const { body, plans, sql: statements } = await runAndExplain(url, memberToken);
      expect(feedListResponseSchema.parse(body).content).toHaveLength(10);
      const pages = statements.filter((text) => !/^select count\(/.test(text));
      // The window (a thousand matches are not among the newest 2,000), then the planner's walk.
      expect(pages).toHaveLength(2);
      expect(indexesOf(plans[1]!)).toContain('deal_created_idx');
      expect(indexesOf(plans[1]!).filter((name) => name.includes('_search_'))).toEqual([]);
    });

    it.each([['무료배송'], ['500ml'], ['ㅅㄷㅅ']])(
      'walks a word found in thousands of deals (%s) along created_at instead of sorting its matches',
      async (keyword) => {
        const { body, plans } = await searchAndExplain(keyword, memberToken);
        expect(body.content.length).toBeGreaterThan(0);
        expect(indexesOf(plans.flat())).toContain('deal_created_idx');
        expect(plans.flat().filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
      },
    );

    it.each([
      ['rtx 4070', 'deal'],
      ['usb-c', 'deal'],
      ['1+1', 'deal'],
      ['2.5l', 'deal'],
      ['rtx 4070', 'board'],
      ['usb-c 케이블', 'board'],
    ])(
      'walks %s, whose words go together, along created_at in its window of the %ss',
      async (keyword, table) => {
        const list = table === 'deal' ? 'feed' : 'board';
        const url = `/v1/${list}/?keyword=${encodeURIComponent(keyword)}`;
        const { plans, sql: statements } = await runAndExplain(url, memberToken, table);
        expect(statements).toHaveLength(1);
        expect(indexesOf(plans.flat())).toContain(`${table}_created_idx`);
        // No sort of the table's rows (a post's images are sorted in a subplan of their own).
        const sortsOfTable = plans
          .flat()
          .filter(
            (node) =>
              node['Node Type'] === 'Sort' &&
              flatten(node).some((below) => below['Relation Name'] === table),
          );
        expect(sortsOfTable).toEqual([]);
        expect(seqScansOn(table, plans)).toEqual([]);
      },
    );

    it.each([
      ['게이밍 모니터', 'deal', 'from the newest days'],
      ['m2 맥북', 'deal', 'from the newest days'],
      ['게이밍 모니터', 'board', 'from the newest days'],
      ['gtx-1660', 'board', 'from the newest days'],
      ['무선 청소기', 'deal', 'from the newest days'],
      // Three words or more skip the newest days (NEWEST_DAYS_MAX_WORDS).
      ['삼성 갤럭시 버즈', 'deal', 'all at once'],
      ['로지텍 무선 마우스', 'board', 'all at once'],
      ['쿠팡 무료배송 특가', 'deal', 'all at once'],
    ])(
      'collects %s, rare in its window, in one scan of the search index of the %ss, %s',
      async (keyword, table, how) => {
        const list = table === 'deal' ? 'feed' : 'board';
        const url = `/v1/${list}/?keyword=${encodeURIComponent(keyword)}`;
        const { plans, sql: statements } = await runAndExplain(url, memberToken, table);
        // The window, then the matches of the newest rows' days, then every match when those do
        // not fill the page (or every match right after the window); for deals also the count of
        // matches mutes hid.
        const pages = statements.flatMap((text, i) => (/^select count\(/.test(text) ? [] : [i]));
        const newestDays = how === 'from the newest days';
        expect(pages.length).toBeGreaterThanOrEqual(2);
        expect(pages.length).toBeLessThanOrEqual(newestDays ? 3 : 2);
        expect(/at time zone 'UTC'/.test(statements[pages[1]!]!)).toBe(newestDays);
        for (const page of pages.slice(1)) {
          expect(seqScansOn(table, [plans[page]!])).toEqual([]);
          // One scan of one search index, not a bitmap per word (a common word's is huge).
          const searchIndexes = indexesOf(plans[page]!).filter((name) => name.includes('_search_'));
          expect(searchIndexes).toHaveLength(1);
          expect(plans[page]!.filter((node) => node['Node Type'] === 'BitmapAnd')).toEqual([]);
        }
        // The day bound is a key of that scan: only the newest days' matches are read.
        const scan = plans[pages[1]!]!.find((node) => node['Index Name']?.includes('_search_'));
        expect(/AT TIME ZONE 'UTC'/.test(scan?.['Index Cond'] ?? '')).toBe(newestDays);
      },
    );

    it('reads Hangul trigrams here, and says so where the database cannot', async () => {
      expect(await trigramsSeeHangul(ctx.db)).toBe(true);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `akkyeo_c_ctype_${process.pid}`;
      try {
        await admin.query(`create database ${name} template template0 lc_ctype 'C' lc_collate 'C'`);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        const plain = await createDatabase({ databaseUrl: url.toString() });
        try {
          await sql`create extension pg_trgm`.execute(plain.db);
          expect(await trigramsSeeHangul(plain.db)).toBe(false);
        } finally {
          await plain.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });

    it('keeps a 초성 keyword of two letters on the bigram index', async () => {
      const { body, plans } = await searchAndExplain('ㅎㄹ');
      expect(body.content.length).toBeGreaterThan(0);
      expect(seqScansOn('deal', plans)).toEqual([]);
    });

    it.each([['특가'], ['무료배송'], ['쿠팡'], ['rtx4070'], ['ㅎㄹㅂ'], ['라면']])(
      'searches %s without a seq scan of the deals',
      async (keyword) => {
        const { plans } = await searchAndExplain(keyword, memberToken);
        expect(seqScansOn('deal', plans)).toEqual([]);
      },
    );

    it('lists and searches the board along its indexes', async () => {
      for (const url of ['/v1/board/', '/v1/board/?keyword=%ED%95%9C%EB%9D%BC']) {
        const { plans } = await runAndExplain(url, memberToken, 'board');
        expect(seqScansOn('board', plans)).toEqual([]);
        expect(seqScansOn('board_like', plans)).toEqual([]);
      }
    });

    it.each([
      ['버즈'],
      ['라면'],
      ['진라면'],
      ['샤인머스캣'],
      ['ㅅㄷㅅ'],
      ['ㄹㅁ'],
      ['무료배송'],
      ['rtx4070'],
    ])(
      'reads the keyword-alert preview of %s from the deals’ indexes, a fraction of the recent deals',
      async (keyword) => {
        const url = `/v1/alert/keyword/preview?keyword=${encodeURIComponent(keyword)}`;
        const { body, plans } = await runAndExplain(url, memberToken);
        const preview = alertPreviewSchema.parse(body);
        expect(seqScansOn('deal', plans)).toEqual([]);
        expect(indexesOf(plans.flat())).toEqual(
          expect.arrayContaining([expect.stringMatching(/^deal_(search|created)/)]),
        );
        const statement = captured.find((query) => /from "deal"/.test(query.sql))!;
        const read = await ctx.db.executeQuery(
          CompiledQuery.raw(statement.sql, [...statement.parameters]),
        );
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from deal
          where created_at >= now() - interval '7 days' and ended_at is null`.execute(ctx.db);
        expect(read.rows.length).toBeGreaterThanOrEqual(preview.count);
        expect(read.rows.length).toBeLessThan(rows[0]!.n / 5);
      },
    );

    async function expected(pattern: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from deal where name like ${pattern}`.execute(ctx.db);
      return rows[0]!.n;
    }

    it('generates the search columns the write path would store', async () => {
      const rows = await ctx.db
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
      const { body, plans } = await searchAndExplain(keyword);
      const all = feedListResponseSchema.parse(
        (
          await ctx.app.inject({ url: `/v1/feed/?size=50&keyword=${encodeURIComponent(keyword)}` })
        ).json(),
      );
      expect(all.content.length).toBe(Math.min(50, await expected(pattern)));
      expect(body.content[0]?.name).toContain(keyword);
      expect(seqScansOn('deal', plans)).toEqual([]);
      expect(indexesOf(plans.flat()).some((name) => SEARCH_INDEXES.includes(name))).toBe(true);
    });

    it('answers a member with no mutes that none are hidden without scanning the search index', async () => {
      const { body, sql: statements } = await searchAndExplain('쿠팡 무료배송 특가', memberToken);
      expect(body.content).toEqual([]);
      expect(body.mutedCount).toBe(0);
      const count = captured.find((query) => /^select count\(/.test(query.sql))!;
      const analyzed = await ctx.db.executeQuery<{ 'QUERY PLAN': [ExplainRoot] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${count.sql}`, [...count.parameters]),
      );
      const nodes = flatten(analyzed.rows[0]!['QUERY PLAN'][0].Plan);
      const scans = nodes.filter(
        (node) => node['Relation Name'] === 'deal' || node['Index Name']?.startsWith('deal_'),
      );
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Actual Loops']).toBe(0);
      expect(statements.filter((text) => /^select count\(/.test(text))).toHaveLength(1);
    });

    it("counts the matches a member's muted word hid from the search index, up to the cap", async () => {
      const muted = await ctx.app.inject({
        method: 'POST',
        url: '/v1/member/mute',
        headers: { [AUTH_HEADER]: memberToken },
        payload: { type: 'WORD', value: '한라봉' },
      });
      expect(muted.statusCode, muted.body).toBeLessThan(300);
      try {
        const { body, plans, sql: statements } = await searchAndExplain('한라봉', memberToken);
        expect(body.content).toEqual([]);
        expect(body.mutedCount).toBe(Math.min(MUTED_MATCHES_COUNTED, await expected('%한라봉%')));
        expect(statements.some((text) => /^select count\(/.test(text))).toBe(true);
        expect(seqScansOn('deal', plans)).toEqual([]);
        expect(indexesOf(plans.flat()).some((name) => SEARCH_INDEXES.includes(name))).toBe(true);
      } finally {
        await sql`delete from member_mute`.execute(ctx.db);
      }
    });
  },
);
