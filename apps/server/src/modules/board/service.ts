import {
  BOARD_IMAGE_MAX_COUNT,
  REVIEW_CATEGORY,
  STAFF_BOARD_CATEGORIES,
  isStaff,
  messages,
  type BoardDeal,
  type BoardDeleteResponse,
  type BoardDetail,
  type BoardEdit,
  type BoardHiddenResponse,
  type BoardHideResponse,
  type BoardLikeResponse,
  type BoardListItem,
  type BoardListQuery,
  type BoardListResponse,
  type BoardUploadPost,
  type BoardWrite,
} from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage, type ListPaging } from '../../lib/list-page';
import { toCdnUrl } from '../../lib/cdn-url';
import type { Storage } from '../../lib/storage';
import type { AuthMember } from '../auth/tokens';
import type { CommentedRows, CommentService } from '../comment/service';
import type { UploadTracker } from '../upload-progress/tracker';
import { processBoardImages, removeStoredFiles, storeBoardImages } from './images';
import type { PostPageValue } from './post-page';
import type { UploadedFile } from '../../lib/image-multipart';
import {
  addToBoardCommentCount,
  countListedBoards,
  deleteBoardHide,
  deleteBoardImages,
  insertBoard,
  insertBoardHide,
  insertBoardImages,
  lockBoard,
  selectBoardImages,
  selectBoardPage,
  selectBoardState,
  selectPostByUpload,
  setBoardHiddenAt,
  softDeleteBoard,
  toggleBoardLike,
  updateBoardContent,
  type BoardImageRow,
  type BoardRow,
  type BoardStateRow,
} from './queries';

/** The deals 후기 posts name, read from the feed (the composition root wires it). */
export interface ReviewedDeals {
  /** The deals with these ids (missing ones left out). */
  byIds(ids: readonly number[]): Promise<BoardDeal[]>;
}

export interface BoardDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  storage: Storage;
  comments: CommentService;
  log: FastifyBaseLogger;
  cursors: CursorCodec;
  /** From how many rows a keyword search collects the newest days' matches first. */
  newestDaysMinRows: number;
  deals: ReviewedDeals;
}

export interface BoardUpload<T> {
  json: T;
  /** Temporary files of the new images, in order (the route removes them). */
  files: UploadedFile[];
  tracker: UploadTracker;
}

const notFound = () => new AppError(404, 'NOT_FOUND', messages.board.notFound);

/** A post's images as stored paths, originals and thumbnails, in display order. */
interface ImagePaths {
  img_paths: string[];
  thumb_paths: string[];
}

const imagePaths = (images: BoardImageRow[]): ImagePaths => ({
  img_paths: images.map((image) => image.path),
  thumb_paths: images.map((image) => image.thumb_path ?? image.path),
});

type DealsById = ReadonlyMap<number, BoardDeal>;

/** The summaries of the deals these posts review, by id; no call when none does. */
async function dealsOf(deps: BoardDeps, rows: readonly BoardRow[]): Promise<DealsById> {
  const ids = [...new Set(rows.flatMap((row) => (row.deal_id === null ? [] : [row.deal_id])))];
  if (ids.length === 0) return new Map();
  const deals = await deps.deals.byIds(ids);
  return new Map(
    deals.map((deal) => [
      deal.id,
      { id: deal.id, name: deal.name, price: deal.price, imgLink: deal.imgLink, ended: deal.ended },
    ]),
  );
}

function toItem(row: BoardRow & ImagePaths, cdnBaseUrl: string, deals: DealsById): BoardListItem {
  const url = (path: string) => toCdnUrl(cdnBaseUrl, path) ?? path;
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    imgPaths: row.img_paths.map(url),
    thumbPaths: row.thumb_paths.map(url),
    commentCount: row.comment_count,
    likeCount: row.like_count,
    isLiked: row.is_liked,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    profileImg: toCdnUrl(cdnBaseUrl, row.profile_thumb ?? row.profile_img),
    memberName: row.nickname,
    memberId: row.member_id,
    memberInfo: { memberId: row.member_id, nickname: row.nickname, role: row.role },
    deal: row.deal_id === null ? null : (deals.get(row.deal_id) ?? null),
  };
}

const boardPaging = (cursors: CursorCodec): ListPaging => ({
  list: 'board',
  cursors,
  valid: isTimeIdKey,
});

/**
 * One page of the board, newest first, without deleted, moderated or caller-hidden posts; with
 * `dealId`, the 후기 posts of that deal (uncounted, as a keyword's results are).
 */
async function listBoards(
  deps: BoardDeps,
  query: BoardListQuery,
  member: AuthMember | null,
): Promise<BoardListResponse> {
  const filter = {
    keyword: query.keyword || undefined,
    dealId: query.dealId,
    memberId: member?.id ?? null,
  };
  const paging = boardPaging(deps.cursors);
  const counted = !filter.keyword && filter.dealId === undefined;
  const [rows, total] = await Promise.all([
    selectBoardPage(deps.db, {
      ...filter,
      window: listWindow(query, paging),
      newestDaysMinRows: deps.newestDaysMinRows,
    }),
    counted ? countListedBoards(deps.db, filter.memberId) : null,
  ]);
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const, total);
  const deals = await dealsOf(deps, page.rows);
  return {
    content: page.rows.map((row) => toItem(row, deps.cdnBaseUrl, deals)),
    page: page.page,
  };
}

/**
 * A post the caller may see: 404 when missing or deleted, or hidden (by a moderator, except for an
 * admin, or by the caller).
 */
async function visibleRow(
  deps: BoardDeps,
  id: number,
  member: AuthMember | null,
): Promise<BoardStateRow> {
  const row = await selectBoardState(deps.db, id, member?.id ?? null);
  if (!row || row.deleted_at) throw notFound();
  const moderatorSees = member?.roles.includes('ROLE_ADMIN') ?? false;
  if ((row.hidden_at && !moderatorSees) || row.hidden_by_me) {
    throw new AppError(404, 'NOT_FOUND', messages.board.hiddenPost);
  }
  if (row.author_blocked) throw new AppError(404, 'NOT_FOUND', messages.block.blockedPost);
  return row;
}

/** One post as the caller sees it, with its comment threads, and its pictures' rows. */
async function readBoard(
  deps: BoardDeps,
  id: number,
  member: AuthMember | null,
): Promise<{ post: BoardDetail; images: BoardImageRow[] }> {
  const row = await visibleRow(deps, id, member);
  const [images, comments, deals] = await Promise.all([
    selectBoardImages(deps.db, [id]),
    deps.comments.tree('board', id, member?.id ?? null),
    dealsOf(deps, [row]),
  ]);
  const post = {
    ...toItem({ ...row, ...imagePaths(images) }, deps.cdnBaseUrl, deals),
    comments,
    moderatorHidden: row.hidden_at !== null,
  };
  return { post, images };
}

/** A post as a visitor gets it, with its first picture's size: its page's data and link card. */
async function boardPage(deps: BoardDeps, id: number): Promise<PostPageValue> {
  const { post, images } = await readBoard(deps, id, null);
  const first = images[0];
  return { post, pictureSize: first ? { width: first.width, height: first.height } : null };
}

/** Throws the visibility 404s for a post the caller acts on (comments, likes). */
async function assertBoardVisible(
  deps: BoardDeps,
  id: number,
  member: AuthMember | null,
): Promise<void> {
  await visibleRow(deps, id, member);
}

async function itemAfterWrite(deps: BoardDeps, id: number, memberId: number) {
  const row = await selectBoardState(deps.db, id, memberId);
  if (!row) throw notFound();
  const [images, deals] = await Promise.all([
    selectBoardImages(deps.db, [id]),
    dealsOf(deps, [row]),
  ]);
  return toItem({ ...row, ...imagePaths(images) }, deps.cdnBaseUrl, deals);
}

/**
 * A post's `dealId` (product rules §5): only on a 후기, and the deal must exist (ended or not);
 * a 400 otherwise, checked before any image is processed.
 */
async function assertReviewedDeal(deps: BoardDeps, json: BoardWrite): Promise<void> {
  if (json.dealId === null) return;
  if (json.category !== REVIEW_CATEGORY) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.board.reviewDealOnlyForReview);
  }
  const [deal] = await deps.deals.byIds([json.dealId]);
  if (!deal) throw new AppError(400, 'VALIDATION_FAILED', messages.board.reviewDealNotFound);
}

/** 공지 and 이벤트 are the team's: a 403 for any other member, checked before any image is processed. */
function assertCategoryAllowed(member: AuthMember, json: BoardWrite): void {
  const staffOnly = (STAFF_BOARD_CATEGORIES as readonly string[]).includes(json.category);
  if (staffOnly && !isStaff(member.roles)) {
    throw new AppError(403, 'FORBIDDEN', messages.board.staffOnlyCategory);
  }
}

/**
 * Writes a post: decodes and re-encodes the images, stores their files, then inserts the post
 * and its image rows in one transaction. Any failure removes the files written; 100 is published
 * to the upload's stream once the post is saved.
 */
async function createBoard(
  deps: BoardDeps,
  member: AuthMember,
  upload: BoardUpload<BoardWrite>,
): Promise<BoardListItem> {
  assertCategoryAllowed(member, upload.json);
  await assertReviewedDeal(deps, upload.json);
  const uploadId = upload.json.uploadId ?? null;
  const sent =
    uploadId === null ? undefined : await selectPostByUpload(deps.db, member.id, uploadId);
  if (sent !== undefined) return itemAfterWrite(deps, sent, member.id);
  const processed = await processBoardImages(upload.files);
  const stored = await storeBoardImages(deps.storage, processed);
  let id: number | undefined;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const boardId = await insertBoard(trx, {
        memberId: member.id,
        category: upload.json.category,
        content: upload.json.content,
        dealId: upload.json.dealId,
        uploadId,
      });
      if (boardId !== undefined) await insertBoardImages(trx, boardId, stored.rows, 0);
      return boardId;
    });
  } catch (error) {
    await cleanUp(deps, stored.keys);
    throw error;
  }
  if (id === undefined) {
    // The same submit arrived twice at once: the other request made the post.
    await cleanUp(deps, stored.keys);
    id = uploadId === null ? undefined : await selectPostByUpload(deps.db, member.id, uploadId);
    if (id === undefined) throw notFound();
  }
  await upload.tracker.complete();
  return itemAfterWrite(deps, id, member.id);
}

/** The caller's post sent with an upload id, or null (a submit they left may still have landed). */
async function postOfUpload(
  deps: BoardDeps,
  member: AuthMember,
  uploadId: string,
): Promise<BoardUploadPost> {
  return { postId: (await selectPostByUpload(deps.db, member.id, uploadId)) ?? null };
}

/** The image rows `removeImg` names, by display URL, thumbnail URL or stored path. */
function imagesToRemove(deps: BoardDeps, images: BoardImageRow[], removeImg: string[]) {
  const byName = new Map<string, BoardImageRow>();
  for (const image of images) {
    for (const path of [image.path, image.thumb_path]) {
      if (!path) continue;
      byName.set(path, image);
      byName.set(toCdnUrl(deps.cdnBaseUrl, path) ?? path, image);
    }
  }
  const removed = new Map<number, BoardImageRow>();
  for (const name of removeImg) {
    const image = byName.get(name);
    if (!image) throw new AppError(400, 'VALIDATION_FAILED', messages.board.unknownImage);
    removed.set(image.id, image);
  }
  return [...removed.values()];
}

const tooManyImages = () => new AppError(400, 'VALIDATION_FAILED', messages.board.tooManyImages);

/**
 * Edits the author's post: content, category, removed images and new ones, in one transaction;
 * new files are removed on failure, removed images' files after the commit. 403 for anyone else.
 */
async function updateBoard(
  deps: BoardDeps,
  member: AuthMember,
  id: number,
  upload: BoardUpload<BoardEdit>,
): Promise<BoardListItem> {
  const current = await selectBoardState(deps.db, id, member.id);
  if (!current || current.deleted_at) throw notFound();
  if (current.member_id !== member.id) {
    throw new AppError(403, 'FORBIDDEN', messages.board.onlyAuthorEdits);
  }
  if (upload.json.category !== current.category) assertCategoryAllowed(member, upload.json);
  await assertReviewedDeal(deps, upload.json);
  const before = await selectBoardImages(deps.db, [id]);
  const removing = imagesToRemove(deps, before, upload.json.removeImg);
  if (before.length - removing.length + upload.files.length > BOARD_IMAGE_MAX_COUNT) {
    throw tooManyImages();
  }

  const processed = await processBoardImages(upload.files);
  const stored = await storeBoardImages(deps.storage, processed);
  let removed: BoardImageRow[];
  try {
    removed = await deps.db.transaction().execute(async (trx) => {
      const locked = await lockBoard(trx, id);
      if (!locked || locked.deleted_at) throw notFound();
      if (locked.member_id !== member.id) throw new AppError(403, 'FORBIDDEN');
      const images = await selectBoardImages(trx, [id]);
      const toRemove = imagesToRemove(deps, images, upload.json.removeImg);
      const kept = images.filter((image) => !toRemove.includes(image));
      if (kept.length + stored.rows.length > BOARD_IMAGE_MAX_COUNT) throw tooManyImages();
      await deleteBoardImages(
        trx,
        id,
        toRemove.map((image) => image.id),
      );
      const next = kept.reduce((max, image) => Math.max(max, image.position + 1), 0);
      await insertBoardImages(trx, id, stored.rows, next);
      await updateBoardContent(trx, id, {
        category: upload.json.category,
        content: upload.json.content,
        dealId: upload.json.dealId,
      });
      return toRemove;
    });
  } catch (error) {
    await cleanUp(deps, stored.keys);
    throw error;
  }
  await cleanUp(
    deps,
    removed.flatMap((image) => (image.thumb_path ? [image.path, image.thumb_path] : [image.path])),
  );
  await upload.tracker.complete();
  return itemAfterWrite(deps, id, member.id);
}

async function cleanUp(deps: BoardDeps, keys: string[]): Promise<void> {
  const failures = await removeStoredFiles(deps.storage, keys);
  for (const error of failures) deps.log.error({ err: error }, 'stored file not removed');
}

/** Soft-deletes a post: its author or an admin; 403 for anyone else. */
async function deleteBoard(
  deps: BoardDeps,
  member: AuthMember,
  id: number,
): Promise<BoardDeleteResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockBoard(trx, id);
    if (!locked || locked.deleted_at) throw notFound();
    if (locked.member_id !== member.id && !member.roles.includes('ROLE_ADMIN')) {
      throw new AppError(403, 'FORBIDDEN', messages.board.onlyAuthorDeletes);
    }
    await softDeleteBoard(trx, id);
    return { id, deleted: true as const };
  });
}

/** Toggles the caller's like on a visible post. */
async function likeBoard(
  deps: BoardDeps,
  member: AuthMember,
  id: number,
): Promise<BoardLikeResponse> {
  await visibleRow(deps, id, member);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockBoard(trx, id);
    if (!locked || locked.deleted_at) throw notFound();
    const { liked, likeCount } = await toggleBoardLike(trx, id, member.id);
    return { status: liked, likeCount };
  });
}

async function liveRow(deps: BoardDeps, id: number, memberId: number) {
  const row = await selectBoardState(deps.db, id, memberId);
  if (!row || row.deleted_at) throw notFound();
  return row;
}

/** Hides a post from the caller's lists, or shows it again (idempotent either way). */
async function hideBoardForCaller(
  deps: BoardDeps,
  member: AuthMember,
  id: number,
  hidden: boolean,
): Promise<BoardHideResponse> {
  await liveRow(deps, id, member.id);
  await (hidden ? insertBoardHide : deleteBoardHide)(deps.db, id, member.id);
  return { id, hidden };
}

/** The author of a post that is not deleted, or undefined (for reports). */
async function findLiveBoardAuthor(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const row = await selectBoardState(db, id, null);
  return row && !row.deleted_at ? row.member_id : undefined;
}

/** Hides or shows a post for everyone (moderation), inside the caller's transaction; false when missing. */
function setBoardHiddenForEveryone(db: Kysely<DB>, id: number, hidden: boolean): Promise<boolean> {
  return setBoardHiddenAt(db, id, hidden);
}

/** The board for the routes and for moderation (reports, admin), built once by the composition root. */
async function moderateBoard(
  deps: BoardDeps,
  id: number,
  hidden: boolean,
): Promise<BoardHiddenResponse> {
  if (!(await setBoardHiddenForEveryone(deps.db, id, hidden))) {
    throw new AppError(404, 'NOT_FOUND', messages.board.notFound);
  }
  return { id, hidden };
}

export function createBoardService(deps: BoardDeps) {
  return {
    list: (query: BoardListQuery, member: AuthMember | null) => listBoards(deps, query, member),
    get: async (id: number, member: AuthMember | null) => (await readBoard(deps, id, member)).post,
    page: (id: number) => boardPage(deps, id),
    /** 404 unless the post exists and the caller may see it. */
    assertVisible: (id: number, member: AuthMember | null) => assertBoardVisible(deps, id, member),
    create: (member: AuthMember, upload: BoardUpload<BoardWrite>) =>
      createBoard(deps, member, upload),
    /** The caller's post sent with `uploadId`, or null. */
    postOfUpload: (member: AuthMember, uploadId: string) => postOfUpload(deps, member, uploadId),
    update: (member: AuthMember, id: number, upload: BoardUpload<BoardEdit>) =>
      updateBoard(deps, member, id, upload),
    delete: (member: AuthMember, id: number) => deleteBoard(deps, member, id),
    like: (member: AuthMember, id: number) => likeBoard(deps, member, id),
    hide: (member: AuthMember, id: number) => hideBoardForCaller(deps, member, id, true),
    unhide: (member: AuthMember, id: number) => hideBoardForCaller(deps, member, id, false),
    /** The author of a post that is not deleted, or undefined. */
    findLiveAuthor: (id: number) => findLiveBoardAuthor(deps.db, id),
    /** Hides or shows a post for everyone (an admin's decision); 404 when missing or deleted. */
    moderate: (id: number, hidden: boolean) => moderateBoard(deps, id, hidden),
    /** Hides or shows a post for everyone inside the caller's transaction `trx`; false when missing. */
    setHiddenForEveryone: (trx: Kysely<DB>, id: number, hidden: boolean) =>
      setBoardHiddenForEveryone(trx, id, hidden),
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

/** Posts as the comment module writes on them: live ones locked and counted here. */
export const commentedPosts: CommentedRows = {
  lock: async (trx, id) => {
    const row = await lockBoard(trx, id);
    return row !== undefined && row.deleted_at === null;
  },
  addToCommentCount: addToBoardCommentCount,
};
