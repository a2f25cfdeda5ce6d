import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOARD_CATEGORIES, ROLES, SOURCES } from '@akkyeo/contracts';
import { NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/database';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { searchCondition } from '../src/db/search-filter';
import { seedDemo } from '../src/db/seed/index';
import { createLocalStorage } from '../src/lib/storage';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_USER } from '../src/db/seed/demo-members';
import { verifyPassword } from '../src/lib/password';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { createTestDatabase } from './helpers/test-database';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

describe(`database on ${kind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('is fully migrated, and migrating again changes nothing', async () => {
    expect(database.kind).toBe(kind);
    const migrations = await createMigrator(database.db).getMigrations();
    expect(migrations.every((m) => m.executedAt instanceof Date)).toBe(true);
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'member',
        'deal',
        'deal_like',
        'bookmark',
        'board',
        'board_image',
        'report',
        'job',
      ]),
    );
  });

  it('returns counts and ids as numbers and timestamps as Dates', async () => {
    const member = await createMember(database.db);
    expect(typeof member.id).toBe('number');
    expect(member.created_at).toBeInstanceOf(Date);
    const { count } = await database.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(typeof count).toBe('number');
  });

  it('rejects a duplicate like', async () => {
    const [member, deal] = [await createMember(database.db), await createDeal(database.db)];
    const like = { deal_id: deal.id, member_id: member.id };
    await database.db.insertInto('deal_like').values(like).execute();
    await expect(database.db.insertInto('deal_like').values(like).execute()).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('accepts every contract source, category and role, and rejects others', async () => {
    for (const source of SOURCES) await createDeal(database.db, { source });
    for (const category of BOARD_CATEGORIES) await createBoard(database.db, { category });
    for (const role of ROLES) await createMember(database.db, { role });
    await expect(createDeal(database.db, { source: 'GMARKET' as never })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(createBoard(database.db, { category: '잡담' as never })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(createMember(database.db, { role: 'ROLE_ROOT' as never })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(createDeal(database.db, { price: -1 })).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps emails unique regardless of case, and external ids unique per source', async () => {
    await createMember(database.db, { email: 'Someone@Example.com' });
    await expect(createMember(database.db, { email: 'someone@example.COM' })).rejects.toMatchObject(
      { code: '23505' },
    );
    await createDeal(database.db, { source: 'COUPANG', external_id: 'p-1' });
    await createDeal(database.db, { source: 'COUPANG_GOLD_BOX', external_id: 'p-1' });
    await expect(
      createDeal(database.db, { source: 'COUPANG', external_id: 'p-1' }),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('removes a member’s rows with the member and keeps the deals they wrote', async () => {
    const member = await createMember(database.db);
    const deal = await createDeal(database.db, { author_id: member.id });
    const board = await createBoard(database.db, { member_id: member.id });
    await database.db
      .insertInto('bookmark')
      .values({ deal_id: deal.id, member_id: member.id })
      .execute();
    await database.db.deleteFrom('member').where('id', '=', member.id).execute();
    const after = await database.db
      .selectFrom('deal')
      .select('author_id')
      .where('id', '=', deal.id)
      .executeTakeFirst();
    expect(after).toEqual({ author_id: null });
    expect(
      await database.db.selectFrom('board').where('id', '=', board.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom('bookmark')
        .where('member_id', '=', member.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('finds deals by two-syllable words, single characters, several words and initial consonants', async () => {
    const water = await createDeal(database.db, {
      name: '제주 삼다수 2L 24병 1+1',
      market: '쿠팡',
    });
    const ramen = await createDeal(database.db, {
      name: '오뚜기 진라면 매운맛 120g 40개',
      market: 'G마켓',
    });
    const find = async (keyword: string) => {
      const condition = searchCondition('deal', keyword);
      if (!condition) return 'all';
      const rows = await database.db
        .selectFrom('deal')
        .select('id')
        .where(condition)
        .where('id', 'in', [water.id, ramen.id])
        .execute();
      return rows.map((r) => r.id).sort();
    };
    expect(await find('삼다')).toEqual([water.id]);
    expect(await find('라면')).toEqual([ramen.id]);
    expect(await find('병')).toEqual([water.id]);
    expect(await find('진라면 40개')).toEqual([ramen.id]);
    expect(await find('G마켓')).toEqual([ramen.id]);
    expect(await find('ㅅㄷㅅ')).toEqual([water.id]);
    expect(await find('ㅈㅈ ㅅㄷ')).toEqual([water.id]);
    expect(await find('1+1')).toEqual([water.id]);
    expect(await find('24병 삼다수 제주')).toEqual([water.id]);
    expect(await find('매운맛 라')).toEqual([ramen.id]);
    expect(await find('라면 삼다수')).toEqual([]);
    expect(await find('100%')).toEqual([]);
    expect(await find('  ')).toBe('all');
  });
});

describe(`migration rollback on ${kind}`, () => {
  it('migrates down to nothing and up again', async () => {
    const database = await createTestDatabase();
    try {
      const migrator = createMigrator(database.db);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const tables = await database.db.introspection.getTables();
      expect(tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_'))).toEqual([]);
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
  });
});

describe(`demo seed on ${kind}`, () => {
  let database: Database;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'akkyeo-uploads-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('fills an empty database once, and then never again', async () => {
    const lines: string[] = [];
    expect(
      await seedDemo(database.db, {
        storage: createLocalStorage(uploadsDir),
        log: (line) => lines.push(line),
      }),
    ).toBe(true);
    expect(lines).toHaveLength(1);
    expect(await seedDemo(database.db, { storage: createLocalStorage(uploadsDir) })).toBe(false);

    const deals = await database.db.selectFrom('deal').selectAll().execute();
    expect(deals).toHaveLength(60);
    expect(new Set(deals.map((d) => d.source))).toEqual(new Set(SOURCES));
    expect(deals.some((d) => d.source === 'COUPANG_GOLD_BOX' && d.ended_at !== null)).toBe(true);
    expect(deals.every((d) => d.search_bigrams.length > 0 && d.search_text !== '')).toBe(true);
    for (const deal of deals)
      expect(existsSync(join(uploadsDir, deal.img_link ?? 'missing'))).toBe(true);

    const boards = await database.db.selectFrom('board').selectAll().execute();
    expect(boards).toHaveLength(40);
    expect(new Set(boards.map((b) => b.category))).toEqual(new Set(BOARD_CATEGORIES));
    const images = await database.db.selectFrom('board_image').selectAll().execute();
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(existsSync(join(uploadsDir, image.thumb_path ?? 'missing'))).toBe(true);
    const replies = await database.db
      .selectFrom('board_comment')
      .where('parent_id', 'is not', null)
      .selectAll()
      .execute();
    expect(replies.length).toBeGreaterThan(0);
  });

  it('creates the demo accounts with working passwords', async () => {
    for (const [account, role] of [
      [DEMO_USER, 'ROLE_USER'],
      [DEMO_MANAGER, 'ROLE_MANAGER'],
      [DEMO_ADMIN, 'ROLE_ADMIN'],
    ] as const) {
      const member = await database.db
        .selectFrom('member')
        .selectAll()
        .where('login_id', '=', account.loginId)
        .executeTakeFirstOrThrow();
      expect(member.role).toBe(role);
      expect(await verifyPassword(member.password_hash ?? '', account.password)).toBe(true);
    }
  });

  it('keeps like and comment counters equal to the rows', async () => {
    const { rows } = await sql<{ drift: number }>`
      select
        (select count(*) from deal d where d.like_count <> (select count(*) from deal_like l where l.deal_id = d.id)
           or d.comment_count <> (select count(*) from deal_comment c where c.deal_id = d.id and c.deleted_at is null))
      + (select count(*) from board b where b.like_count <> (select count(*) from board_like l where l.board_id = b.id)
           or b.comment_count <> (select count(*) from board_comment c where c.board_id = b.id and c.deleted_at is null))
      as drift`.execute(database.db);
    expect(rows[0]?.drift).toBe(0);
    const { total } = await database.db
      .selectFrom('deal')
      .select((eb) => eb.fn.sum<number>('comment_count').as('total'))
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(0);
  });
});

describe.runIf(kind === 'pglite')('PGlite on files', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across restarts and holds DATA_DIR while open', async () => {
    const first = await createDatabase({ dataDir });
    await migrateToLatest(first.db);
    await createMember(first.db, { nickname: '다시만나요' });
    await expect(createDatabase({ dataDir })).rejects.toThrow(/already open/);
    expect(existsSync(join(dataDir, '.lock'))).toBe(true);
    await first.close();
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const second = await createDatabase({ dataDir });
    try {
      const member = await second.db.selectFrom('member').select('nickname').executeTakeFirst();
      expect(member).toEqual({ nickname: '다시만나요' });
    } finally {
      await second.close();
    }
  });
});
