import type { Transaction } from 'kysely';
import type { DB } from '../types';
import type { Random } from './random';

/** Comments to write under one deal or board. */
export interface CommentPlan {
  parentId: number;
  createdAt: number;
  topLevel: number;
}

interface CommentContext {
  random: Random;
  now: number;
  memberIds: number[];
  texts: readonly string[];
  replies: readonly string[];
}

interface CommentRow {
  ownerId: number;
  member_id: number;
  parent_id: number | null;
  content: string;
  created_at: Date;
}

type Table = 'deal_comment' | 'board_comment';

function insert(trx: Transaction<DB>, table: Table, rows: CommentRow[]) {
  if (table === 'deal_comment') {
    return trx
      .insertInto('deal_comment')
      .values(rows.map(({ ownerId, ...row }) => ({ ...row, deal_id: ownerId })))
      .returning(['id', 'member_id', 'created_at'])
      .execute();
  }
  return trx
    .insertInto('board_comment')
    .values(rows.map(({ ownerId, ...row }) => ({ ...row, board_id: ownerId })))
    .returning(['id', 'member_id', 'created_at'])
    .execute();
}

/** Writes top-level comments, then replies (`@nickname …`) to some of them, in time order. */
export async function insertComments(
  trx: Transaction<DB>,
  table: Table,
  plans: CommentPlan[],
  ctx: CommentContext,
): Promise<void> {
  const { random, now, memberIds } = ctx;
  const between = (from: number, to: number) =>
    new Date(Math.floor(from + (to - from) * random.next()));

  const tops: CommentRow[] = plans.flatMap((plan) =>
    Array.from({ length: plan.topLevel }, () => ({
      ownerId: plan.parentId,
      member_id: random.pick(memberIds),
      parent_id: null,
      content: random.pick(ctx.texts),
      created_at: between(plan.createdAt, now),
    })),
  );
  if (tops.length === 0) return;
  tops.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const inserted = await insert(trx, table, tops);

  const nicknames = new Map(
    (await trx.selectFrom('member').select(['id', 'nickname']).execute()).map((m) => [
      m.id,
      m.nickname,
    ]),
  );
  const replies: CommentRow[] = inserted.flatMap((parent, i) => {
    const top = tops[i];
    if (!top || !random.chance(0.4)) return [];
    return [
      {
        ownerId: top.ownerId,
        member_id: random.pick(memberIds.filter((id) => id !== parent.member_id)),
        parent_id: parent.id,
        content: `@${nicknames.get(parent.member_id) ?? ''} ${random.pick(ctx.replies)}`,
        created_at: between(parent.created_at.getTime(), now),
      },
    ];
  });
  if (replies.length > 0) await insert(trx, table, replies);
}
