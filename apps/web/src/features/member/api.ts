import {
  paths,
  type BookmarkListResponse,
  type MemberProfile,
  type MyCommentListResponse,
  type MyPostListResponse,
  type ProfileImageResponse,
  type ResultResponse,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

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

export const fetchMyPosts = (cursor: PageCursor, signal?: AbortSignal) =>
  api.get<MyPostListResponse>(paths.member.board, { query: cursorQuery(cursor), signal });

export const fetchMyComments = (cursor: PageCursor, signal?: AbortSignal) =>
  api.get<MyCommentListResponse>(paths.member.comment, { query: cursorQuery(cursor), signal });

export const fetchMyFavorites = (cursor: PageCursor, signal?: AbortSignal) =>
  api.get<BookmarkListResponse>(paths.member.bookmark, { query: cursorQuery(cursor), signal });
