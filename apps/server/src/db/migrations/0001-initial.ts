import { sql, type Kysely } from 'kysely';

// Enum values are frozen here on purpose: a later change to the contracts needs a new migration.
const SOURCES = ['COUPANG', 'COUPANG_GOLD_BOX', 'AKKYEO'];
const BOARD_CATEGORIES = ['자유', '정보', '질문', '후기', '공지', '이벤트'];
const ROLES = ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN'];
const REPORT_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'];

const inList = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('member')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('login_id', 'text', (c) => c.unique())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ROLE_USER')
        .check(sql`role in (${inList(ROLES)})`),
    )
    .addColumn('profile_img', 'text')
    .addColumn('kakao_id', 'text', (c) => c.unique())
    .addColumn('marketing_agreed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marketing_agreed_at', 'timestamptz')
    .addColumn('marketing_version', 'text')
    .addColumn('terms_agreed_at', 'timestamptz')
    .addColumn('notify_new_deals', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('member_email_lower_key')
    .on('member')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('refresh_token_family_idx')
    .on('refresh_token')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_token_member_idx')
    .on('refresh_token')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('deal')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in (${inList(SOURCES)})`))
    .addColumn('external_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('img_link', 'text')
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('converted_url', 'text')
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free_shipping', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_rocket', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('author_id', 'bigint', (c) => c.references('member.id').onDelete('set null'))
    .addColumn('like_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`like_count >= 0`),
    )
    .addColumn('comment_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`comment_count >= 0`),
    )
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_chosung', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_bigrams', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('deal_source_external_id_key', ['source', 'external_id'])
    .execute();
  await db.schema
    .createIndex('deal_created_idx')
    .on('deal')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('deal_author_idx').on('deal').column('author_id').execute();
  await searchIndexes(db, 'deal');

  await createCommentTable(db, 'deal_comment', 'deal');

  await createPairTable(db, 'deal_like', 'deal', 'member');
  await createPairTable(db, 'bookmark', 'deal', 'member', [
    'member_id',
    'created_at desc',
    'deal_id desc',
  ]);

  await db.schema
    .createTable('board')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', (c) => c.check(sql`category in (${inList(BOARD_CATEGORIES)})`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`like_count >= 0`),
    )
    .addColumn('comment_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`comment_count >= 0`),
    )
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_chosung', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_bigrams', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('board_created_idx')
    .on('board')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('board_member_created_idx')
    .on('board')
    .columns(['member_id', 'created_at desc', 'id desc'])
    .execute();
  await searchIndexes(db, 'board');

  await db.schema
    .createTable('board_image')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('board.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('thumb_path', 'text')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('board_image_board_idx')
    .on('board_image')
    .columns(['board_id', 'position'])
    .execute();

  await createCommentTable(db, 'board_comment', 'board');
  await createPairTable(db, 'board_like', 'board', 'member');
  await createPairTable(db, 'board_hide', 'member', 'board');

  await db.schema
    .createTable('report')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('board.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in (${inList(REPORT_STATUSES)})`),
    )
    .addColumn('resolved_by', 'bigint', (c) => c.references('member.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('report_board_member_key', ['board_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('report_status_created_idx')
    .on('report')
    .columns(['status', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('report_member_idx').on('report').column('member_id').execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('deal_id', 'bigint', (c) => c.references('deal.id').onDelete('set null'))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('notification_member_created_idx')
    .on('notification')
    .columns(['member_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('notification_member_unread_idx')
    .on('notification')
    .column('member_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notification_deal_idx')
    .on('notification')
    .column('deal_id')
    .execute();

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('content_encoding', 'text', (c) =>
      c
        .notNull()
        .defaultTo('aes128gcm')
        .check(sql`content_encoding = 'aes128gcm'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_success_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('push_subscription_member_idx')
    .on('push_subscription')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('price_observation')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_key', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('observed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('price_observation_product_idx')
    .on('price_observation')
    .columns(['product_key', 'observed_at'])
    .execute();

  await db.schema
    .createTable('job')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`max_attempts > 0`),
    )
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('job_pickup_idx')
    .on('job')
    .columns(['queue', 'run_at'])
    .where(sql.ref('failed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'rate_limit',
    'job',
    'price_observation',
    'push_subscription',
    'notification',
    'report',
    'board_hide',
    'board_like',
    'board_comment',
    'board_image',
    'board',
    'bookmark',
    'deal_like',
    'deal_comment',
    'deal',
    'refresh_token',
    'member',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

async function searchIndexes(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`create index ${sql.id(`${table}_search_bigrams_idx`)} on ${sql.table(table)} using gin (search_bigrams)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

/** Comments with one level of replies; a deleted comment keeps its row so replies stay. */
async function createCommentTable(
  db: Kysely<unknown>,
  table: string,
  parent: string,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn(`${parent}_id`, 'bigint', (c) =>
      c.notNull().references(`${parent}.id`).onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'bigint', (c) => c.references(`${table}.id`).onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex(`${table}_${parent}_created_idx`)
    .on(table)
    .columns([`${parent}_id`, 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex(`${table}_member_created_idx`)
    .on(table)
    .columns(['member_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex(`${table}_parent_idx`).on(table).column('parent_id').execute();
}

/** A (first, second) link table keyed by both ids, with an index for lookups by the second. */
async function createPairTable(
  db: Kysely<unknown>,
  table: string,
  first: string,
  second: string,
  secondIndex = [`${second}_id`],
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(`${first}_id`, 'bigint', (c) =>
      c.notNull().references(`${first}.id`).onDelete('cascade'),
    )
    .addColumn(`${second}_id`, 'bigint', (c) =>
      c.notNull().references(`${second}.id`).onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint(`${table}_pkey`, [`${first}_id`, `${second}_id`])
    .execute();
  await db.schema.createIndex(`${table}_${second}_idx`).on(table).columns(secondIndex).execute();
}
