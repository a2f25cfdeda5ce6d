import type { BoardCategory, Role } from '@akkyeo/contracts';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  createdSinceDayOf,
  newestDaysApply,
  NEWEST_DAYS_MIN_ROWS,
  collectCondition,
  sourceSearchCondition,
  searchPage,
  SEARCH_RECENT_ROWS,
  SEARCH_WINDOW,
  type SearchSource,
} from '../../db/search-filter';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import { afterTimeId, preparedWindow, sortAt, windowShape, windowValues } from '../../db/keyset';
import { callerRow, found } from '../../db/caller-row';
import { prepared } from '../../db/prepared';
import { authorBlocked, authorNotBlocked, blockedIds } from '../block/conditions';
import { AUTHOR_COLUMNS, joinMember } from '../../db/reads/members';

/** A post with its author and the caller's like flag. */
export interface BoardRow {
  id: number;
  member_id: number;
  category: BoardCategory | null;
  content: string;
  /** The deal a 후기 post reviews. */
  deal_id: number | null;
  like_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  nickname: string;
  role: Role;
  profile_img: string | null;
  profile_thumb: string | null;
  is_liked: boolean;
}

export interface BoardStateRow extends BoardRow {
  hidden_at: Date | null;
  deleted_at: Date | null;
  hidden_by_me: boolean;
  /** The caller blocked the author. */
  author_blocked: boolean;
}

export interface BoardImageRow {
  id: number;
  board_id: number;
  path: string;
  thumb_path: string | null;
  position: number;
  width: number;
  height: number;
}

type Eb = ExpressionBuilder<DB, 'board' | 'member'>;

/** Whether the member has a row in a (board_id, member_id) table for the current post. */
const flag = (table: 'board_like' | 'board_hide', memberId: number | null) =>
  memberId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${sql.table(table)} as f where f.board_id = board.id and f.member_id = ${memberId})`;

const BOARD_COLUMNS = [
  'board.id',
  'board.member_id',
  'board.category',
  'board.content',
  'board.deal_id',
  'board.like_count',
  'board.comment_count',
  'board.created_at',
  'board.updated_at',
] as const;

/** Each post's author, joined in the statement that reads the post. */
const withAuthor = <O>(qb: SelectQueryBuilder<DB, 'board', O>) =>
  joinMember(qb, { on: 'board.member_id', columns: AUTHOR_COLUMNS });

function selectBoards(db: Kysely<DB>, memberId: number | null) {
  return db
    .selectFrom('board')
    .select(BOARD_COLUMNS)
    .$call(withAuthor)
    .select(flag('board_like', memberId).as('is_liked'));
}

export interface BoardListFilter {
  keyword?: string | undefined;
  /** Only the 후기 posts of this deal. */
  dealId?: number | undefined;
  /** The caller: posts they hid are left out. */
  memberId: number | null;
}

/** Live posts: not deleted, not hidden by a moderator, not hidden by the caller, matching the keyword. */
function listed(filter: BoardListFilter & { source?: SearchSource }) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [
      eb('board.deleted_at', 'is', null),
      eb('board.hidden_at', 'is', null),
    ];
    if (filter.memberId !== null) conditions.push(eb.not(flag('board_hide', filter.memberId)));
    if (filter.memberId !== null)
      conditions.push(authorNotBlocked(filter.memberId, 'board.member_id'));
    const search = filter.keyword
      ? sourceSearchCondition('board', filter.keyword, filter.source)
      : undefined;
    if (search) conditions.push(search);
    if (filter.dealId !== undefined) conditions.push(eb('board.deal_id', '=', filter.dealId));
    return eb.and(conditions);
  };
}

/** A listed post with its sort key and its images' paths (originals and thumbnails) in order. */
export type BoardPageRow = BoardRow & {
  sort_at: string;
  img_paths: string[];
  thumb_paths: string[];
};

const imagePaths = (column: 'path' | 'thumb') =>
  sql<
    string[]
  >`array(select ${sql.raw(column === 'path' ? 'i.path' : 'coalesce(i.thumb_path, i.path)')}
    from board_image i where i.board_id = board.id order by i.position, i.id)`;

type BoardPageOptions = BoardListFilter & {
  after: TimeIdKey | undefined;
  limit: number | RawBuilder<number>;
  offset: number;
  /** A keyword search's source (search-filter.ts): the newest posts, or matches. */
  source?: SearchSource;
  /**
   * How many of the newest posts a window source reads (SEARCH_WINDOW unless wider), or a recent
   * source keeps its matches to the days of.
   */
  sourceRows?: number;
};

/**
 * The posts a page reads: the table, or for a keyword search the newest SEARCH_WINDOW after the
 * cursor, or the matches after it (of the newest SEARCH_RECENT_ROWS' days, or all), collected
 * through the search indexes (`offset 0` keeps the planner from merging it into the page and
 * walking the list instead).
 */
function boardsOf(
  db: Kysely<DB>,
  filter: BoardPageOptions,
): SelectQueryBuilder<DB, 'board', object> {
  if (!filter.source || !filter.keyword) return db.selectFrom('board');
  const source =
    filter.source === 'window'
      ? db
          .selectFrom('board')
          .selectAll()
          .where(afterTimeId('board', filter.after))
          .orderBy('board.created_at', 'desc')
          .orderBy('board.id', 'desc')
          .limit(filter.sourceRows ?? SEARCH_WINDOW)
      : db
          .selectFrom('board')
          .selectAll()
          .where(collectCondition('board', filter.keyword, filter.source) ?? sql<SqlBool>`true`)
          .where(afterTimeId('board', filter.after))
          .$if(filter.source === 'recent', (query) =>
            query.where(
              createdSinceDayOf('board', filter.after, filter.sourceRows ?? SEARCH_RECENT_ROWS),
            ),
          )
          .offset(0);
  // Every column of board under the table's name: the page reads it as it reads the table.
  return db.selectFrom(source.as('board'));
}

/**
 * The page is cut before its authors are joined: a search collecting thousands of matches would
 * otherwise join each of them to its member (at 1,000,000 posts, `쿠팡 1+1` spent 28 of its 62 ms so).
 */
function boardPageQuery(db: Kysely<DB>, filter: BoardPageOptions) {
  const page = boardsOf(db, filter)
    .select(BOARD_COLUMNS)
    .select(sortAt('board').as('sort_at'))
    .where(listed(filter))
    .where(afterTimeId('board', filter.after))
    .orderBy('board.created_at', 'desc')
    .orderBy('board.id', 'desc')
    .limit(filter.limit)
    .$if(filter.offset > 0, (query) => query.offset(filter.offset));
  return db
    .selectFrom(page.as('board'))
    .leftJoinLateral(callerRow('board_like', 'board', filter.memberId, 'liked'), (join) =>
      join.onTrue(),
    )
    .selectAll('board')
    .select(found('liked').as('is_liked'))
    .select(imagePaths('path').as('img_paths'))
    .select(imagePaths('thumb').as('thumb_paths'))
    .$call(withAuthor)
    .orderBy('board.created_at', 'desc')
    .orderBy('board.id', 'desc');
}

/** The board's first window or a window after a cursor, without a keyword: prepared per shape. */
const preparedBoardPage = prepared(windowShape, (db, v, shape) =>
  boardPageQuery(db, preparedWindow(v, shape)),
);

/**
 * One window of the listed posts with their images, newest first (created_at desc, id desc), in
 * one statement: the page is cut first, then the caller's like flag and the images are looked up
 * for its rows only.
 */
export async function selectBoardPage(
  db: Kysely<DB>,
  filter: BoardListFilter & {
    window: ListWindow<TimeIdKey>;
    /** From how many rows a keyword search collects the newest days first (newestDaysApply). */
    newestDaysMinRows?: number;
  },
): Promise<BoardPageRow[]> {
  const { after, limit, offset } = filter.window;
  if (filter.keyword || filter.dealId !== undefined || offset > 0) {
    const read = (source?: SearchSource, sourceRows?: number) =>
      boardPageQuery(db, { ...filter, after, limit, offset, source, sourceRows }).execute();
    if (!filter.keyword) return read();
    const minRows = filter.newestDaysMinRows ?? NEWEST_DAYS_MIN_ROWS;
    const newestDays = await newestDaysApply(db, 'board', filter.keyword, minRows);
    return searchPage({ limit, offset, newestDays }, read);
  }
  return preparedBoardPage(db, windowValues(filter.window, filter.memberId));
}

/**
 * The listed posts the caller sees, exactly, in one cheap statement: the trigger-kept counter of
 * posts neither deleted nor moderated, less the caller's own hidden ones among them.
 */
export async function countListedBoards(db: Kysely<DB>, memberId: number | null): Promise<number> {
  const rows = await preparedListedCount(db, { memberId: memberId ?? 0 });
  return Number(rows[0]?.total ?? 0);
}

const preparedListedCount = prepared(
  (v: { memberId: number }) => ({ member: v.memberId > 0 }),
  (db, v, shape) => {
    const hiddenByCaller = shape.member
      ? sql<number>`coalesce((select listed from board_hide_count where member_id = ${v.memberId}), 0)`
      : sql<number>`0`;
    const byBlocked = shape.member
      ? sql<number>`(select count(*) from board b
          where b.member_id in ${blockedIds(v.memberId)} and b.deleted_at is null
            and b.hidden_at is null and not exists (select 1 from board_hide h
              where h.board_id = b.id and h.member_id = ${v.memberId}))`
      : sql<number>`0`;
    return db.selectNoFrom(
      sql<string>`(select value from list_counter where name = 'board_listed') - ${hiddenByCaller} - ${byBlocked}`.as(
        'total',
      ),
    );
  },
);

/** A post whatever its state, with the caller's like and hide flags. */
export function selectBoardState(
  db: Kysely<DB>,
  id: number,
  memberId: number | null,
): Promise<BoardStateRow | undefined> {
  return selectBoards(db, memberId)
    .select(['board.hidden_at', 'board.deleted_at'])
    .select(flag('board_hide', memberId).as('hidden_by_me'))
    .select(authorBlocked(memberId, 'board.member_id').as('author_blocked'))
    .where('board.id', '=', id)
    .executeTakeFirst();
}

/** Locks a post row for the rest of the transaction. */
export function lockBoard(
  db: Kysely<DB>,
  id: number,
): Promise<{ id: number; member_id: number; deleted_at: Date | null } | undefined> {
  return db
    .selectFrom('board')
    .select(['id', 'member_id', 'deleted_at'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The images of the given posts, in display order. */
export function selectBoardImages(db: Kysely<DB>, boardIds: number[]): Promise<BoardImageRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('board_image')
    .select(['id', 'board_id', 'path', 'thumb_path', 'position', 'width', 'height'])
    .where('board_id', 'in', boardIds)
    .orderBy('board_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface NewImageRow {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
}

/** Inserts a post; undefined when the member already has a post sent with this upload id. */
export async function insertBoard(
  db: Kysely<DB>,
  row: {
    memberId: number;
    category: BoardCategory;
    content: string;
    dealId: number | null;
    uploadId: string | null;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('board')
    .values({
      member_id: row.memberId,
      category: row.category,
      content: row.content,
      deal_id: row.dealId,
      upload_id: row.uploadId,
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'upload_id']).where('upload_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The live post a member sent with an upload id, if any. */
export async function selectPostByUpload(
  db: Kysely<DB>,
  memberId: number,
  uploadId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('board')
    .select('id')
    .where('member_id', '=', memberId)
    .where('upload_id', '=', uploadId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function updateBoardContent(
  db: Kysely<DB>,
  id: number,
  row: { category: BoardCategory; content: string; dealId: number | null },
): Promise<void> {
  await db
    .updateTable('board')
    .set({
      category: row.category,
      content: row.content,
      deal_id: row.dealId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Appends images after `firstPosition`, in the given order. */
export async function insertBoardImages(
  db: Kysely<DB>,
  boardId: number,
  images: NewImageRow[],
  firstPosition: number,
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('board_image')
    .values(
      images.map((image, index) => ({
        board_id: boardId,
        path: image.path,
        thumb_path: image.thumbPath,
        width: image.width,
        height: image.height,
        position: firstPosition + index,
      })),
    )
    .execute();
}

export async function deleteBoardImages(
  db: Kysely<DB>,
  boardId: number,
  imageIds: number[],
): Promise<void> {
  if (imageIds.length === 0) return;
  await db
    .deleteFrom('board_image')
    .where('board_id', '=', boardId)
    .where('id', 'in', imageIds)
    .execute();
}

export async function softDeleteBoard(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('board')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Hides or shows a live post for everyone; false when there is no such post. */
export async function setBoardHiddenAt(
  db: Kysely<DB>,
  id: number,
  hidden: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('board')
    .set({ hidden_at: hidden ? sql`coalesce(hidden_at, now())` : null })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Toggles the member's like; returns the new state and count (the row lock keeps them in step). */
export async function toggleBoardLike(
  db: Kysely<DB>,
  boardId: number,
  memberId: number,
): Promise<{ liked: boolean; likeCount: number }> {
  const inserted = await db
    .insertInto('board_like')
    .values({ board_id: boardId, member_id: memberId })
    .onConflict((oc) => oc.columns(['board_id', 'member_id']).doNothing())
    .returning('board_id')
    .executeTakeFirst();
  let delta = 1;
  if (!inserted) {
    const removed = await db
      .deleteFrom('board_like')
      .where('board_id', '=', boardId)
      .where('member_id', '=', memberId)
      .returning('board_id')
      .executeTakeFirst();
    delta = removed ? -1 : 0;
  }
  const row = await db
    .updateTable('board')
    .set({ like_count: sql<number>`like_count + ${delta}` })
    .where('id', '=', boardId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return { liked: delta > 0, likeCount: row.like_count };
}

export async function insertBoardHide(
  db: Kysely<DB>,
  boardId: number,
  memberId: number,
): Promise<void> {
  await db
    .insertInto('board_hide')
    .values({ board_id: boardId, member_id: memberId })
    .onConflict((oc) => oc.columns(['member_id', 'board_id']).doNothing())
    .execute();
}

export async function deleteBoardHide(
  db: Kysely<DB>,
  boardId: number,
  memberId: number,
): Promise<void> {
  await db
    .deleteFrom('board_hide')
    .where('board_id', '=', boardId)
    .where('member_id', '=', memberId)
    .execute();
}

/** Moves a post's comment count (the comment module's writes); the count after. */
export async function addToBoardCommentCount(
  db: Kysely<DB>,
  id: number,
  delta: number,
): Promise<number> {
  const row = await db
    .updateTable('board')
    .set((eb) => ({ comment_count: eb('comment_count', '+', delta) }))
    .where('id', '=', id)
    .returning('comment_count')
    .executeTakeFirst();
  return row?.comment_count ?? 0;
}

export interface MemberPostRow {
  id: number;
  content: string;
  category: BoardCategory | null;
  comment_count: number;
  like_count: number;
  created_at: Date;
  sort_at: string;
}

/** The member's live (not deleted) posts, newest first (내 활동). */
export function selectMemberPosts(
  db: Kysely<DB>,
  memberId: number,
  page: ListWindow<TimeIdKey>,
): Promise<MemberPostRow[]> {
  return db
    .selectFrom('board')
    .select(['id', 'content', 'category', 'comment_count', 'like_count', 'created_at'])
    .select(sortAt('board').as('sort_at'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where(afterTimeId('board', page.after))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Who wrote the post; undefined when there is no such post. */
export async function selectBoardAuthor(
  db: Kysely<DB>,
  boardId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('board')
    .select('member_id')
    .where('id', '=', boardId)
    .executeTakeFirst();
  return row?.member_id;
}
