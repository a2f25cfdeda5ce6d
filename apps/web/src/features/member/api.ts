import {
  paths,
  PAGE_SIZE,
  type BookmarkListResponse,
  type MemberProfile,
  type MyCommentListResponse,
  type MyPostListResponse,
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

const pageQuery = (page: number) => ({ page, size: PAGE_SIZE });

export const fetchMyPosts = (page: number, signal?: AbortSignal) =>
  api.get<MyPostListResponse>(paths.member.board, { query: pageQuery(page), signal });

export const fetchMyComments = (page: number, signal?: AbortSignal) =>
  api.get<MyCommentListResponse>(paths.member.comment, { query: pageQuery(page), signal });

export const fetchMyFavorites = (page: number, signal?: AbortSignal) =>
  api.get<BookmarkListResponse>(paths.member.bookmark, { query: pageQuery(page), signal });
