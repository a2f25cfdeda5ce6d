import {
  paths,
  toUrl,
  type AdminTipListResponse,
  type Tip,
  TIP_JSON_PART,
  TIP_PICTURE_PART,
  type TipDuplicatesResponse,
  type TipEditRequest,
  type TipLinkRequest,
  type TipListResponse,
  type TipPublishRequest,
  type TipRejectRequest,
  type TipRequest,
  type TipStatus,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

/** A tip's body: JSON, or multipart (the JSON part, then the picture) when one was picked. */
function tipBody(json: TipRequest | TipEditRequest, picture: File | null) {
  if (!picture) return json;
  const form = new FormData();
  form.append(TIP_JSON_PART, JSON.stringify(json));
  form.append(TIP_PICTURE_PART, picture, picture.name);
  return form;
}

export function sendTip(body: TipRequest, picture: File | null = null) {
  return api.post<Tip>(paths.feed.tip, tipBody(body, picture));
}

export function fetchTip(id: number, signal?: AbortSignal) {
  return api.get<Tip>(toUrl(paths.feed.tipOne, { id }), { signal });
}

export function updateTip(id: number, body: TipEditRequest, picture: File | null = null) {
  return api.put<Tip>(toUrl(paths.feed.tipOne, { id }), tipBody(body, picture));
}

export function withdrawTip(id: number) {
  return api.delete<Tip>(toUrl(paths.feed.tipOne, { id }));
}

/** Open deals of the same product from the last 7 days. */
export function fetchTipDuplicates(url: string, signal?: AbortSignal) {
  return api.get<TipDuplicatesResponse>(paths.feed.tipDuplicates, { query: { url }, signal });
}

export function fetchMyTipPage(cursor: PageCursor, signal?: AbortSignal) {
  return api.get<TipListResponse>(paths.member.tips, { query: cursorQuery(cursor), signal });
}

export function fetchTipQueuePage(
  status: TipStatus,
  cursor: PageCursor,
  signal?: AbortSignal,
  size?: number,
) {
  return api.get<AdminTipListResponse>(paths.admin.tips, {
    query: { status, ...cursorQuery(cursor, size) },
    signal,
  });
}

export function publishTip(id: number, body: TipPublishRequest) {
  return api.post<Tip>(toUrl(paths.admin.publishTip, { id }), body);
}

export function rejectTip(id: number, body: TipRejectRequest) {
  return api.post<Tip>(toUrl(paths.admin.rejectTip, { id }), body);
}

export function linkTip(id: number, body: TipLinkRequest) {
  return api.post<Tip>(toUrl(paths.admin.linkTip, { id }), body);
}

export function unpublishTip(id: number) {
  return api.post<Tip>(toUrl(paths.admin.unpublishTip, { id }));
}
