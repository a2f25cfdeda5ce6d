import {
  messages,
  MUTE_LIMIT,
  MUTE_WORD_MAX_LENGTH,
  type BlockedMember,
  type BlockList,
  type Mute,
  type MuteInput,
  type MuteList,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toLikePattern, toSearchText } from '../../db/search-text';
import { AppError } from '../../lib/app-error';
import { bindDeps } from '../../lib/bind-deps';
import { toCdnUrl } from '../../lib/cdn-url';
import {
  countMutes,
  deleteBlock,
  deleteMute,
  insertBlock,
  insertMute,
  selectBlockersOf,
  selectBlocks,
  selectMute,
  selectMutes,
} from './queries';
import { lockMember, selectMemberCard } from '../member/queries';

export interface BlockDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
}

const picture = (
  cdnBaseUrl: string,
  row: { profile_thumb: string | null; profile_img: string | null },
) => toCdnUrl(cdnBaseUrl, row.profile_thumb ?? row.profile_img);

/** Blocks a member; blocking again changes nothing. 400 for oneself, 404 for no such member. */
async function blockMember(
  deps: BlockDeps,
  callerId: number,
  memberId: number,
): Promise<BlockedMember> {
  if (memberId === callerId) throw new AppError(400, 'VALIDATION_FAILED', messages.block.blockSelf);
  const member = await selectMemberCard(deps.db, memberId);
  if (!member) throw new AppError(404, 'NOT_FOUND', messages.block.memberNotFound);
  const blockedAt = await insertBlock(deps.db, callerId, memberId);
  return {
    memberId,
    nickname: member.nickname,
    profileImg: picture(deps.cdnBaseUrl, member),
    blockedAt: blockedAt.toISOString(),
  };
}

/** Lifts a block (nothing happens when there was none). */
async function unblockMember(deps: BlockDeps, callerId: number, memberId: number): Promise<void> {
  await deleteBlock(deps.db, callerId, memberId);
}

async function listBlocks(deps: BlockDeps, callerId: number): Promise<BlockList> {
  const rows = await selectBlocks(deps.db, callerId);
  return {
    content: rows.map((row) => ({
      memberId: row.member_id,
      nickname: row.nickname,
      profileImg: picture(deps.cdnBaseUrl, row),
      blockedAt: row.created_at.toISOString(),
    })),
  };
}

/** Of these members, those who blocked `actorId` (their notifications of the actor are not written). */
function blockersOf(
  deps: BlockDeps,
  trx: Kysely<DB>,
  actorId: number,
  memberIds: number[],
): Promise<Set<number>> {
  return selectBlockersOf(trx, actorId, memberIds);
}

async function listMutes(deps: BlockDeps, callerId: number): Promise<MuteList> {
  return { content: await selectMutes(deps.db, callerId) };
}

/**
 * Mutes a word (kept normalised as search normalises it) or a store; the same one again
 * changes nothing (`created: false`). 400 past MUTE_LIMIT mutes in all.
 */
async function addMute(
  deps: BlockDeps,
  callerId: number,
  input: MuteInput,
): Promise<{ mute: Mute; created: boolean }> {
  const word = input.type === 'WORD';
  const value = word ? toSearchText(input.value) : input.value;
  if (word && (value.length < 1 || Array.from(value).length > MUTE_WORD_MAX_LENGTH)) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.block.muteWordLength);
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, callerId);
    const existing = await selectMute(trx, callerId, input.type, value);
    if (existing) return { mute: existing, created: false };
    if ((await countMutes(trx, callerId)) >= MUTE_LIMIT) {
      throw new AppError(400, 'VALIDATION_FAILED', messages.block.muteLimit);
    }
    const mute = await insertMute(trx, {
      member_id: callerId,
      type: input.type,
      value,
      pattern: word ? toLikePattern(value) : null,
    });
    return { mute, created: true };
  });
}

/** Removes one of the caller's mutes; 404 when it is not theirs. */
async function removeMute(deps: BlockDeps, callerId: number, id: number): Promise<void> {
  if (!(await deleteMute(deps.db, callerId, id))) {
    throw new AppError(404, 'NOT_FOUND', messages.block.muteNotFound);
  }
}

/**
 * Blocks (a member's posts, comments and the notifications they cause hidden from the blocker;
 * the blocked member is not told) and mutes (words and stores whose deals a member does not want
 * to see). The lists that respect them take `conditions.ts` into their own statements.
 */
export function createBlockService(deps: BlockDeps) {
  return bindDeps(deps, {
    block: blockMember,
    unblock: unblockMember,
    blocks: listBlocks,
    blockersOf,
    mutes: listMutes,
    mute: addMute,
    unmute: removeMute,
  });
}

export type BlockService = ReturnType<typeof createBlockService>;
