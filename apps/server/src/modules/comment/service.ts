import {
  messages,
  type Comment,
  type CommentCreateInput,
  type CommentCreateResponse,
  type CommentDeleteResponse,
  type CommentTarget,
  type CommentThread,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import { AppError } from '../../lib/app-error';
import { bindDeps } from '../../lib/bind-deps';
import { toCdnUrl } from '../../lib/cdn-url';
import type { AuthMember } from '../auth/tokens';
import { selectMemberCard } from '../member/queries';
import {
  insertComment,
  selectComment,
  selectCommentsWithAuthors,
  softDeleteComment,
  type CommentRow,
  type CommentWithAuthorRow,
} from './queries';

/** The commented rows of one target, owned by their module (feed: deals, board: posts). */
export interface CommentedRows {
  /** Locks the row (a live one) for the transaction, so comment writes on it run one at a time; false when missing. */
  lock(trx: Kysely<DB>, id: number): Promise<boolean>;
  /** Moves its comment count; the count after. */
  addToCommentCount(trx: Kysely<DB>, id: number, delta: number): Promise<number>;
}

export interface CommentDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  targets: Record<CommentTarget, CommentedRows>;
  /** Tells of each new comment (`comment.created`) in its transaction. */
  events: DomainEvents;
}

/** Comments of deals and board posts: one set of rules for both targets. */
export interface CommentService {
  /**
   * Adds a comment by `memberId` (content already trimmed and bounded by the contract). A reply
   * to a reply attaches to its top-level comment. 404 when the target or the parent is missing.
   * The target's comment_count moves, and the post's author and the replied-to commenters are
   * notified, in the same transaction.
   */
  create(
    target: CommentTarget,
    targetId: number,
    memberId: number,
    input: CommentCreateInput,
  ): Promise<CommentCreateResponse>;
  /** The same inside another module's transaction `trx` (a 제보's text posted on its deal). */
  createIn(
    trx: Kysely<DB>,
    target: CommentTarget,
    targetId: number,
    memberId: number,
    input: CommentCreateInput,
  ): Promise<CommentCreateResponse>;
  /** Soft-deletes a comment: its author (or an admin) only; 404 when missing or already deleted. */
  remove(
    target: CommentTarget,
    targetId: number,
    commentId: number,
    member: AuthMember,
  ): Promise<CommentDeleteResponse>;
  /**
   * The tree as `viewerId` sees it: live comments and their live replies; a deleted comment with
   * live replies shows as deleted. Comments of members the viewer blocked are left out, and such a
   * top-level comment with replies left shows as 차단한 회원의 댓글입니다.
   */
  tree(target: CommentTarget, targetId: number, viewerId: number | null): Promise<CommentThread[]>;
}

function toComment(deps: CommentDeps, row: CommentWithAuthorRow): Comment {
  const deleted = row.deleted_at !== null || row.blocked;
  const profile = deleted ? null : toCdnUrl(deps.cdnBaseUrl, row.profile_img);
  const thumb = deleted ? null : toCdnUrl(deps.cdnBaseUrl, row.profile_thumb ?? row.profile_img);
  return {
    id: row.id,
    commentId: row.id,
    parentId: row.parent_id,
    level: row.parent_id === null ? 1 : 2,
    content: row.blocked
      ? messages.block.blockedComment
      : deleted
        ? messages.comment.deleted
        : row.content,
    deleted,
    nickName: deleted ? null : row.nickname,
    memberInfo: deleted
      ? null
      : { memberId: row.member_id, nickname: row.nickname, role: row.role },
    profileImg: profile,
    profileImgThumb: thumb,
    createdAt: row.created_at.toISOString(),
  };
}

/** Writes a comment in the caller's transaction `trx` (see CommentService.create). */
async function writeComment(
  deps: CommentDeps,
  trx: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
  memberId: number,
  input: CommentCreateInput,
): Promise<CommentCreateResponse> {
  if (!(await deps.targets[target].lock(trx, targetId))) throw new AppError(404, 'NOT_FOUND');
  let parentId: number | null = null;
  if (input.parentId !== null) {
    const parent = await selectComment(trx, target, targetId, input.parentId);
    if (!parent || parent.deleted_at) {
      throw new AppError(404, 'NOT_FOUND', messages.comment.parentNotFound);
    }
    parentId = parent.parent_id ?? parent.id;
  }
  const author = await selectMemberCard(trx, memberId);
  if (!author) throw new AppError(401, 'LOGIN_REQUIRED');
  const row: CommentRow = await insertComment(trx, target, {
    targetId,
    memberId,
    parentId,
    content: input.content,
  });
  const commentCount = await deps.targets[target].addToCommentCount(trx, targetId, 1);
  await deps.events.emit(trx, 'comment.created', {
    target,
    targetId,
    commentId: row.id,
    repliedToId: input.parentId,
    parentId,
    actorId: memberId,
    actorNickname: author.nickname,
    content: input.content,
  });
  return { comment: toComment(deps, { ...row, ...author, blocked: false }), commentCount };
}

function createComment(
  deps: CommentDeps,
  target: CommentTarget,
  targetId: number,
  memberId: number,
  input: CommentCreateInput,
): Promise<CommentCreateResponse> {
  return deps.db
    .transaction()
    .execute((trx) => writeComment(deps, trx, target, targetId, memberId, input));
}

async function removeComment(
  deps: CommentDeps,
  target: CommentTarget,
  targetId: number,
  commentId: number,
  member: AuthMember,
): Promise<CommentDeleteResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await deps.targets[target].lock(trx, targetId))) throw new AppError(404, 'NOT_FOUND');
    const comment = await selectComment(trx, target, targetId, commentId);
    if (!comment || comment.deleted_at) throw new AppError(404, 'NOT_FOUND');
    if (comment.member_id !== member.id && !member.roles.includes('ROLE_ADMIN')) {
      throw new AppError(403, 'FORBIDDEN');
    }
    await softDeleteComment(trx, target, commentId);
    return { commentCount: await deps.targets[target].addToCommentCount(trx, targetId, -1) };
  });
}

async function commentTree(
  deps: CommentDeps,
  target: CommentTarget,
  targetId: number,
  viewerId: number | null,
): Promise<CommentThread[]> {
  const rows = await selectCommentsWithAuthors(deps.db, target, targetId, viewerId);
  const replies = new Map<number, Comment[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.deleted_at || row.blocked) continue;
    const list = replies.get(row.parent_id) ?? [];
    list.push(toComment(deps, row));
    replies.set(row.parent_id, list);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ ...toComment(deps, row), comment: replies.get(row.id) ?? [] }))
    .filter((thread) => !thread.deleted || thread.comment.length > 0);
}

export function createCommentService(deps: CommentDeps): CommentService {
  return bindDeps(deps, {
    create: createComment,
    createIn: writeComment,
    remove: removeComment,
    tree: commentTree,
  });
}
