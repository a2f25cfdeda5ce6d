import {
  paths,
  toUrl,
  type BlockedMember,
  type BlockList,
  type Mute,
  type MuteList,
  type MuteRequest,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

export const blockMember = (memberId: number) =>
  api.post<BlockedMember>(toUrl(paths.member.block, { memberId }));
export const unblockMember = (memberId: number) =>
  api.delete<null>(toUrl(paths.member.block, { memberId }));
export const fetchBlocks = (signal?: AbortSignal) =>
  api.get<BlockList>(paths.member.blocks, { signal });

export const addMute = (input: MuteRequest) => api.post<Mute>(paths.member.mutes, input);
export const removeMute = (id: number) => api.delete<null>(toUrl(paths.member.mute, { id }));
export const fetchMutes = (signal?: AbortSignal) =>
  api.get<MuteList>(paths.member.mutes, { signal });

/** Query keys of the caller's blocks and mutes. */
export const filterKeys = {
  blocks: ['member', 'blocks'] as const,
  mutes: ['member', 'mutes'] as const,
};
