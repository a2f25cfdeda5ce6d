import {
  AUTH_HEADER,
  BOARD_JSON_PART,
  paths,
  PAGE_SIZE,
  toUrl,
  type BoardDeal,
  type BoardDeleteResponse,
  type BoardEditInput,
  type BoardHideResponse,
  type BoardLikeResponse,
  type BoardListItem,
  type BoardListResponse,
  type BoardUploadPost,
  type BoardWriteInput,
  type CommentCreateRequest,
  type CommentCreateResponse,
  type CommentDeleteResponse,
  type FeedDetail,
  type ReportResponse,
  type UploadReservation,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';
import { getAccessToken } from '@/shared/stores';

export function fetchBoardPage(
  {
    cursor,
    size = PAGE_SIZE,
    keyword,
    dealId,
  }: { cursor: PageCursor; size?: number; keyword?: string; dealId?: number },
  signal?: AbortSignal,
) {
  return api.get<BoardListResponse>(paths.board.list, {
    query: { ...cursorQuery(cursor, size), keyword: keyword || undefined, dealId },
    signal,
  });
}

/** The deal a new 후기 reviews, as its summary row shows it. */
export async function fetchReviewedDeal(id: number, signal?: AbortSignal): Promise<BoardDeal> {
  const deal = await api.get<FeedDetail>(toUrl(paths.feed.detail, { id }), { signal });
  return {
    id: deal.id,
    name: deal.name,
    price: deal.price,
    imgLink: deal.imgLink,
    ended: deal.ended,
  };
}

/** The multipart body of a write or an edit: the JSON part first (so progress starts early), then the images. */
export function boardFormData(json: BoardWriteInput | BoardEditInput, files: readonly File[]) {
  const form = new FormData();
  form.append(BOARD_JSON_PART, JSON.stringify(json));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** The caller's post sent with `uploadId`, if the server saved one. */
export function postOfUpload(uploadId: string) {
  return api.get<BoardUploadPost>(toUrl(paths.board.uploadPost, { uploadId }));
}

export function createBoardPost(form: FormData) {
  return api.post<BoardListItem>(paths.board.create, form);
}

export function updateBoardPost(id: number, form: FormData) {
  return api.put<BoardListItem>(toUrl(paths.board.update, { id }), form);
}

export function deleteBoardPost(id: number) {
  return api.delete<BoardDeleteResponse>(toUrl(paths.board.delete, { id }));
}

export function likeBoardPost(id: number) {
  return api.post<BoardLikeResponse>(toUrl(paths.board.like, { id }));
}

export function hideBoardPost(id: number) {
  return api.post<BoardHideResponse>(toUrl(paths.board.hide, { id }));
}

export function reportBoardPost(id: number, reason: string) {
  return api.post<ReportResponse>(toUrl(paths.board.report, { id }), { reason });
}

export function postBoardComment(id: number, input: CommentCreateRequest) {
  return api.post<CommentCreateResponse>(toUrl(paths.board.comment, { id }), input);
}

export function deleteBoardComment(id: number, commentId: number) {
  return api.delete<CommentDeleteResponse>(toUrl(paths.board.commentDelete, { id, commentId }));
}

export function reserveUpload() {
  return api.post<UploadReservation>(paths.board.upload);
}

/**
 * Opens the upload's progress stream. It is Server-Sent Events behind the auth header, so it is
 * read with fetch (EventSource cannot send headers).
 */
export function openUploadStream(uploadId: string, signal: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return fetch(toUrl(paths.board.uploadStatusStream, { uploadId }), {
    headers: { Accept: 'text/event-stream', ...(token ? { [AUTH_HEADER]: token } : {}) },
    credentials: 'include',
    signal,
  });
}
