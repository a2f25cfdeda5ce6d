// Generated from the migrated schema by `npm run db:types`: do not edit.

import type { BoardCategory, EndedBy, ReportStatus, Role, Source } from '@akkyeo/contracts';
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AlertEndedNotice {
  deal_id: number;
  member_id: number;
}

export interface AlertHeld {
  created_at: Generated<Timestamp>;
  deal_name: string;
  member_id: number;
  notification_id: number;
}

export interface AlertRule {
  condition_key: string;
  created_at: Generated<Timestamp>;
  enabled: Generated<boolean>;
  excludes: Generated<string[]>;
  free_shipping_only: Generated<boolean>;
  id: Generated<number>;
  keyword: string;
  match_grams: string[];
  max_price: number | null;
  member_id: number;
  sources: Generated<string[]>;
}

export interface AlertSettings {
  follow_ups: Generated<boolean>;
  member_id: number;
  quiet_enabled: Generated<boolean>;
  quiet_end: Generated<string>;
  quiet_start: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface Board {
  category: BoardCategory | null;
  comment_count: Generated<number>;
  content: string;
  created_at: Generated<Timestamp>;
  deal_id: number | null;
  deleted_at: Timestamp | null;
  hidden_at: Timestamp | null;
  id: Generated<number>;
  like_count: Generated<number>;
  member_id: number;
  search_bigrams: Generated<string[]>;
  search_chosung: Generated<string>;
  search_text: Generated<string>;
  updated_at: Generated<Timestamp>;
  upload_id: string | null;
}

export interface BoardComment {
  board_id: number;
  content: string;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  member_id: number;
  parent_id: number | null;
}

export interface BoardHide {
  board_id: number;
  created_at: Generated<Timestamp>;
  member_id: number;
}

export interface BoardHideCount {
  listed: Generated<number>;
  member_id: number;
}

export interface BoardImage {
  board_id: number;
  created_at: Generated<Timestamp>;
  height: number;
  id: Generated<number>;
  path: string;
  position: Generated<number>;
  thumb_path: string | null;
  width: number;
}

export interface BoardLike {
  board_id: number;
  created_at: Generated<Timestamp>;
  member_id: number;
}

export interface Bookmark {
  counted: Generated<boolean>;
  created_at: Generated<Timestamp>;
  deal_id: number;
  member_id: number;
}

export interface Deal {
  author_id: number | null;
  bookmark_count: Generated<number>;
  click_count: Generated<number>;
  comment_count: Generated<number>;
  content: Generated<string>;
  content_text: Generated<string>;
  converted_url: string | null;
  created_at: Generated<Timestamp>;
  ended_at: Timestamp | null;
  ended_by: EndedBy | null;
  external_id: string | null;
  hot_score: Generated<number>;
  id: Generated<number>;
  img_link: string | null;
  is_free_shipping: Generated<boolean>;
  is_lowest_price: Generated<boolean>;
  is_rocket: Generated<boolean>;
  like_count: Generated<number>;
  link: string;
  market: string;
  name: string;
  name_compact: Generated<string | null>;
  price: number;
  product_key: string | null;
  scored_bookmark_count: Generated<number>;
  scored_like_count: Generated<number>;
  search_bigrams: Generated<string[]>;
  search_chosung: Generated<string>;
  search_text: Generated<string>;
  source: Source;
  tipped_by: number | null;
  updated_at: Generated<Timestamp>;
  visitor_click_count: Generated<number>;
}

export interface DealClick {
  day: Timestamp;
  deal_id: number;
  visitor: string;
}

export interface DealComment {
  content: string;
  created_at: Generated<Timestamp>;
  deal_id: number;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  member_id: number;
  parent_id: number | null;
}

export interface DealEndedReport {
  closed_at: Timestamp | null;
  counts: boolean;
  created_at: Generated<Timestamp>;
  deal_id: number;
  member_id: number;
}

export interface DealLike {
  counted: Generated<boolean>;
  created_at: Generated<Timestamp>;
  deal_id: number;
  member_id: number;
}

export interface DealShareImage {
  deal_id: number;
  drawn_at: Generated<Timestamp>;
  image_key: string;
  shows: string;
}

export interface DealTip {
  auto_published: Generated<boolean>;
  content: Generated<string>;
  created_at: Generated<Timestamp>;
  deal_id: number | null;
  discount_terms: string | null;
  id: Generated<number>;
  img_link: string | null;
  is_free_shipping: Generated<boolean>;
  market: string;
  member_id: number;
  name: string;
  price: number;
  product_key: string;
  reject_note: string | null;
  reject_reason: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  url: string;
}

export interface DeletedPostCommenters {
  comments: number;
  member_id: number;
  xact: string;
}

export interface DeletedPostHiders {
  member_id: number;
  xact: string;
}

export interface Job {
  attempts: Generated<number>;
  completed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  failed_at: Timestamp | null;
  id: Generated<number>;
  last_error: string | null;
  locked_until: Timestamp | null;
  max_attempts: Generated<number>;
  payload: Generated<ColumnType<JsonValue, string, string>>;
  queue: string;
  run_at: Generated<Timestamp>;
  unique_key: string | null;
}

export interface Lease {
  expires_at: Timestamp;
  holder: string;
  name: string;
}

export interface ListCounter {
  name: string;
  value: number;
}

export interface LoginUnlockToken {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface Member {
  board_comment_count: Generated<number>;
  board_count: Generated<number>;
  bookmark_count: Generated<number>;
  created_at: Generated<Timestamp>;
  deal_comment_count: Generated<number>;
  email: string | null;
  hide_ended_deals: Generated<boolean>;
  id: Generated<number>;
  kakao_id: string | null;
  login_id: string | null;
  marketing_agreed: Generated<boolean>;
  marketing_agreed_at: Timestamp | null;
  marketing_version: string | null;
  nickname: string;
  notify_new_deals: Generated<boolean>;
  password_hash: string | null;
  profile_img: string | null;
  profile_thumb: string | null;
  role: Generated<Role>;
  terms_agreed_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export interface MemberBlock {
  blocked_id: number;
  created_at: Generated<Timestamp>;
  member_id: number;
}

export interface MemberMute {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  member_id: number;
  pattern: string | null;
  type: string;
  value: string;
}

export interface Notification {
  actor_id: number | null;
  created_at: Generated<Timestamp>;
  deal_id: number | null;
  id: Generated<number>;
  link: string | null;
  member_id: number;
  message: string;
  read_at: Timestamp | null;
  title: string;
  type: string;
}

export interface OauthState {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  provider: string;
  state_hash: string;
}

export interface PartnerCallBudget {
  key: string;
  paused_until: Timestamp | null;
  refilled_at: Timestamp;
  tokens: number;
}

export interface PasswordResetToken {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface PriceObservation {
  id: Generated<number>;
  observed_at: Generated<Timestamp>;
  price: number;
  product_key: string;
}

export interface PushSubscription {
  auth: string;
  content_encoding: Generated<'aes128gcm'>;
  created_at: Generated<Timestamp>;
  endpoint: string;
  id: Generated<number>;
  last_success_at: Timestamp | null;
  member_id: number;
  p256dh: string;
}

export interface RateLimit {
  count: Generated<number>;
  key: string;
  reset_at: Timestamp;
}

export interface RefreshToken {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  family_id: string;
  id: Generated<number>;
  member_id: number;
  revoked_at: Timestamp | null;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface Report {
  board_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  member_id: number;
  reason: Generated<string>;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  status: Generated<ReportStatus>;
}

export interface UploadSession {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: string;
  member_id: number;
  percent: Generated<number>;
}

export interface DB {
  alert_ended_notice: AlertEndedNotice;
  alert_held: AlertHeld;
  alert_rule: AlertRule;
  alert_settings: AlertSettings;
  board: Board;
  board_comment: BoardComment;
  board_hide: BoardHide;
  board_hide_count: BoardHideCount;
  board_image: BoardImage;
  board_like: BoardLike;
  bookmark: Bookmark;
  deal: Deal;
  deal_click: DealClick;
  deal_comment: DealComment;
  deal_ended_report: DealEndedReport;
  deal_like: DealLike;
  deal_share_image: DealShareImage;
  deal_tip: DealTip;
  deleted_post_commenters: DeletedPostCommenters;
  deleted_post_hiders: DeletedPostHiders;
  job: Job;
  lease: Lease;
  list_counter: ListCounter;
  login_unlock_token: LoginUnlockToken;
  member: Member;
  member_block: MemberBlock;
  member_mute: MemberMute;
  notification: Notification;
  oauth_state: OauthState;
  partner_call_budget: PartnerCallBudget;
  password_reset_token: PasswordResetToken;
  price_observation: PriceObservation;
  push_subscription: PushSubscription;
  rate_limit: RateLimit;
  refresh_token: RefreshToken;
  report: Report;
  upload_session: UploadSession;
}
