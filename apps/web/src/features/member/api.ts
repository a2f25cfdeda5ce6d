import {
  paths,
  type MemberProfile,
  type ProfileImageResponse,
  type ResultResponse,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

export const fetchMemberProfile = (signal?: AbortSignal) =>
  api.get<MemberProfile>(paths.member.info, { signal });

export const updateNickname = (nickname: string) =>
  api.put<{ nickName: string }>(paths.member.nickname, { nickname });

export const updatePassword = (password: string, newPassword: string) =>
  api.put<ResultResponse>(paths.member.password, { password, newPassword });

export function updateProfileImage(file: File): Promise<ProfileImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.put<ProfileImageResponse>(paths.member.profile, body);
}
