import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BoardCategory, Role, Source } from '@akkyeo/contracts';

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default (usually now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamptz column. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Identity primary key (bigint, parsed to number by the driver). */
export type Id = Generated<number>;
/** A column with a database default that may be overridden on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** jsonb: read as parsed JSON, written as a JSON string (JSON.stringify). */
export type Json = ColumnType<JsonValue, string | undefined, string>;

export type ReportStatus = 'OPEN' | 'RESOLVED' | 'DISMISSED';

/** Columns the app keeps in sync with the searchable text (see search-text.ts). */
export interface SearchColumns {
  search_text: WithDefault<string>;
  search_chosung: WithDefault<string>;
  search_bigrams: WithDefault<string[]>;
}

export interface MemberTable {
  id: Id;
  login_id: string | null;
  email: string | null;
  password_hash: string | null;
  nickname: string;
  role: WithDefault<Role>;
  profile_img: string | null;
  profile_thumb: WithDefault<string | null>;
  kakao_id: string | null;
  marketing_agreed: WithDefault<boolean>;
  marketing_agreed_at: NullableTimestamp;
  marketing_version: string | null;
  terms_agreed_at: NullableTimestamp;
  notify_new_deals: WithDefault<boolean>;
  /** Kept by triggers (migration 0007b): live posts, comments and bookmarks of the member. */
  board_count: WithDefault<number>;
  deal_comment_count: WithDefault<number>;
  board_comment_count: WithDefault<number>;
  bookmark_count: WithDefault<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface RefreshTokenTable {
  id: Id;
  member_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface PasswordResetTokenTable {
  id: Id;
  member_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

/** Single-use OAuth `state` values (hashed), valid until expires_at. */
export interface OauthStateTable {
  state_hash: string;
  provider: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

export interface DealTable extends SearchColumns {
  id: Id;
  source: Source;
  external_id: string | null;
  name: string;
  price: number;
  market: string;
  img_link: string | null;
  link: string;
  converted_url: string | null;
  /** Sanitised HTML. */
  content: WithDefault<string>;
  /** Plain text of content, for search and share descriptions. */
  content_text: WithDefault<string>;
  is_free_shipping: WithDefault<boolean>;
  is_rocket: WithDefault<boolean>;
  ended_at: NullableTimestamp;
  author_id: number | null;
  like_count: WithDefault<number>;
  comment_count: WithDefault<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CommentColumns {
  id: Id;
  member_id: number;
  parent_id: number | null;
  content: string;
  deleted_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface DealCommentTable extends CommentColumns {
  deal_id: number;
}

export interface DealLikeTable {
  deal_id: number;
  member_id: number;
  created_at: DefaultTimestamp;
}

export interface BookmarkTable {
  deal_id: number;
  member_id: number;
  created_at: DefaultTimestamp;
}

export interface BoardTable extends SearchColumns {
  id: Id;
  member_id: number;
  category: BoardCategory | null;
  /** Plain text, shown as text. */
  content: string;
  like_count: WithDefault<number>;
  comment_count: WithDefault<number>;
  hidden_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BoardImageTable {
  id: Id;
  board_id: number;
  /** CDN-relative path, e.g. `board/ab12.webp`. */
  path: string;
  thumb_path: string | null;
  width: number;
  height: number;
  position: WithDefault<number>;
  created_at: DefaultTimestamp;
}

export interface BoardCommentTable extends CommentColumns {
  board_id: number;
}

export interface BoardLikeTable {
  board_id: number;
  member_id: number;
  created_at: DefaultTimestamp;
}

export interface BoardHideTable {
  member_id: number;
  board_id: number;
  created_at: DefaultTimestamp;
}

export interface ReportTable {
  id: Id;
  board_id: number;
  member_id: number;
  reason: WithDefault<string>;
  status: WithDefault<ReportStatus>;
  resolved_by: number | null;
  resolved_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface NotificationTable {
  id: Id;
  member_id: number;
  type: string;
  title: string;
  message: string;
  link: string | null;
  deal_id: number | null;
  read_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface PushSubscriptionTable {
  id: Id;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  content_encoding: WithDefault<'aes128gcm'>;
  created_at: DefaultTimestamp;
  last_success_at: NullableTimestamp;
}

export interface PriceObservationTable {
  id: Id;
  product_key: string;
  price: number;
  observed_at: DefaultTimestamp;
}

export interface JobTable {
  id: Id;
  queue: string;
  /** Optional dedupe key: at most one job per key exists at a time. */
  unique_key: string | null;
  payload: Json;
  run_at: DefaultTimestamp;
  attempts: WithDefault<number>;
  max_attempts: WithDefault<number>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  failed_at: NullableTimestamp;
  /** Set when the job succeeded; the row (and its unique_key) stays until pruned. */
  completed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

/** A named lock shared by every instance; free once expired. */
export interface LeaseTable {
  name: string;
  holder: string;
  expires_at: Timestamp;
}

/** An upload id a member reserved for one board submission's progress stream. */
export interface UploadSessionTable {
  id: string;
  member_id: number;
  percent: WithDefault<number>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** A token bucket of calls to an outside API, with the pause every caller honours after a 429. */
export interface PartnerCallBudgetTable {
  key: string;
  tokens: number;
  refilled_at: Timestamp;
  paused_until: NullableTimestamp;
}

/** A member's keyword alert rule (modules/alert). */
export interface AlertRuleTable {
  id: Id;
  member_id: number;
  keyword: string;
  excludes: WithDefault<string[]>;
  max_price: number | null;
  sources: WithDefault<string[]>;
  free_shipping_only: WithDefault<boolean>;
  enabled: WithDefault<boolean>;
  /** Grams a deal's name must all hold for the rule to match (GIN). */
  match_grams: string[];
  /** The rule's normalised conditions: one rule per member and key. */
  condition_key: string;
  created_at: DefaultTimestamp;
}

/** A member's alert settings; no row means the defaults. */
export interface AlertSettingsTable {
  member_id: number;
  quiet_start: WithDefault<string>;
  quiet_end: WithDefault<string>;
  quiet_enabled: WithDefault<boolean>;
  follow_ups: WithDefault<boolean>;
  updated_at: DefaultTimestamp;
}

/** A keyword alert written during the member's quiet hours, its push held for the summary. */
export interface AlertHeldTable {
  notification_id: number;
  member_id: number;
  /** The matched deal's name, for the summary push. */
  deal_name: string;
  created_at: DefaultTimestamp;
}

/** Every table of the database, for `Kysely<DB>`. */
/** Exact totals kept by triggers (migration 0007b). */
export interface ListCounterTable {
  name: string;
  value: ColumnType<string, string | number, string | number>;
}

export interface DB {
  list_counter: ListCounterTable;
  member: MemberTable;
  refresh_token: RefreshTokenTable;
  password_reset_token: PasswordResetTokenTable;
  oauth_state: OauthStateTable;
  deal: DealTable;
  deal_comment: DealCommentTable;
  deal_like: DealLikeTable;
  bookmark: BookmarkTable;
  board: BoardTable;
  board_image: BoardImageTable;
  board_comment: BoardCommentTable;
  board_like: BoardLikeTable;
  board_hide: BoardHideTable;
  report: ReportTable;
  notification: NotificationTable;
  push_subscription: PushSubscriptionTable;
  price_observation: PriceObservationTable;
  job: JobTable;
  lease: LeaseTable;
  rate_limit: RateLimitTable;
  partner_call_budget: PartnerCallBudgetTable;
  upload_session: UploadSessionTable;
  alert_rule: AlertRuleTable;
  alert_settings: AlertSettingsTable;
  alert_held: AlertHeldTable;
}

export type Member = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MemberUpdate = Updateable<MemberTable>;
export type Deal = Selectable<DealTable>;
export type NewDeal = Insertable<DealTable>;
export type DealUpdate = Updateable<DealTable>;
export type Board = Selectable<BoardTable>;
export type NewBoard = Insertable<BoardTable>;
export type BoardUpdate = Updateable<BoardTable>;
export type BoardImage = Selectable<BoardImageTable>;
export type DealComment = Selectable<DealCommentTable>;
export type BoardComment = Selectable<BoardCommentTable>;
export type Notification = Selectable<NotificationTable>;
export type PushSubscription = Selectable<PushSubscriptionTable>;
export type Job = Selectable<JobTable>;
