/** Business constants and limits (product rules §9), shared by server and web. */

/** Paging: first page index and default/maximum page size. */
export const FIRST_PAGE = 0;
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Name of the header that carries the access token (not in auth.ts: the web shell needs no zod). */
export const AUTH_HEADER = 'X-AUTH-TOKEN';

/** A time of day as HH:MM, 24-hour (00:00–23:59): quiet hours, the import time. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Timings in milliseconds. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const REDIRECT_DELAY_MS = 1_600;
export const TOAST_MS = 1_500;
export const WARNING_MS = 2_000;
export const COMMENT_FLASH_MS = 1_800;
export const SEARCH_DEBOUNCE_MS = 200;
/** Drafts (board write and edit, deal write, comments) are saved once typing pauses this long. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** Infinite scroll: the next page loads when the sentinel is this close to view. */
export const INFINITE_SCROLL_MARGIN_PX = 100;
/** The deal view's sticky summary appears below this visibility of the main image. */
export const STICKY_THRESHOLD = 0.1;

/** Board content must be longer than this many characters once trimmed. */
export const BOARD_CONTENT_MIN_EXCLUSIVE = 5;
export const BOARD_CONTENT_MAX_LENGTH = 5_000;
/** Board images: at most this many a post, each at most this many bytes and pixels. */
export const BOARD_IMAGE_MAX_COUNT = 10;
export const BOARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BOARD_IMAGE_MAX_PIXELS = 40_000_000;
/** Name of the board create/edit multipart field carrying the JSON part (not in board.ts: no zod). */
export const BOARD_JSON_PART = 'json';
/** A 제보's uploaded picture: one, limited like a board image. */
export const TIP_PICTURE_MAX_BYTES = BOARD_IMAGE_MAX_BYTES;
export const TIP_PICTURE_MAX_PIXELS = BOARD_IMAGE_MAX_PIXELS;
/** Names of a 제보's multipart parts: the JSON body, then the picture file. */
export const TIP_JSON_PART = BOARD_JSON_PART;
export const TIP_PICTURE_PART = 'image';
/** A board share description is cut to this many characters. */
export const BOARD_SHARE_DESCRIPTION_MAX = 80;
/** An upload-progress stream closes this long after it opens, finished or not. */
export const UPLOAD_STREAM_TTL_MS = 5 * 60_000;
export const COMMENT_MAX_LENGTH = 1_000;
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const LEGACY_LOGIN_MAX_LENGTH = 16;

/** Layout sizes in CSS pixels. */
export const LAYOUT = {
  appMaxWidth: 480,
  headerHeight: 65,
  listImageWidth: 125,
  listImageHeight: 130,
  dealImageHeight: 300,
  boardCarouselHeight: 300,
  commentInputMinHeight: 32,
  commentInputMaxHeight: 144,
  commentInputLineHeight: 24,
  bottomMenuTabs: 5,
} as const;

/** Board image lightbox. */
export const LIGHTBOX = {
  zoomStep: 0.12,
  maxZoom: 3,
  minZoom: 0.1,
  swipeTolerance: 50,
} as const;

/** Where a deal comes from. AKKYEO is the team's own pick (its badge reads 아껴라껴). */
export const SOURCES = ['COUPANG', 'COUPANG_GOLD_BOX', 'AKKYEO'] as const;
export type Source = (typeof SOURCES)[number];

/**
 * 종료됐어요 reports that end a deal: by distinct members with standing, each counting once a deal
 * (one manager's report ends it at once; docs/security.md).
 */
export const ENDED_REPORTS_TO_END = 3;

/** When Coupang's gold box changes every day, HH:MM in KST (the import runs a few minutes later). */
export const GOLD_BOX_CHANGE_TIME_KST = '07:30';

/** The feed's orders: `latest` (newest first) and `hot` (인기: the time-decayed score). */
export const FEED_SORTS = ['latest', 'hot'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const DEFAULT_FEED_SORT: FeedSort = 'latest';
export const isFeedSort = (value: unknown): value is FeedSort =>
  (FEED_SORTS as readonly unknown[]).includes(value);
/**
 * The feed order an address's `sort` names (`?sort=hot`; anything else is 최신): the order the
 * feed screen first draws, and so the list the server writes into its page.
 */
export const addressFeedSort = (sort: string | null): FeedSort =>
  isFeedSort(sort) ? sort : DEFAULT_FEED_SORT;
/** 인기 cards that carry the 🔥 rank marker. */
export const HOT_RANKED_COUNT = 10;

/** The six board categories, in display order. */
export const BOARD_CATEGORIES = ['자유', '정보', '질문', '후기', '공지', '이벤트'] as const;
export type BoardCategory = (typeof BOARD_CATEGORIES)[number];
/** The only category whose posts may name the deal they review (`dealId`). */
export const REVIEW_CATEGORY = '후기' satisfies BoardCategory;

export const ROLES = ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Categories only the team (managers and admins) posts in: notices and events. */
export const STAFF_BOARD_CATEGORIES = [
  '공지',
  '이벤트',
] as const satisfies readonly BoardCategory[];

/** Whether a member with these roles is on the team (manager or admin). */
export const isStaff = (roles: readonly string[]): boolean =>
  roles.includes('ROLE_MANAGER') || roles.includes('ROLE_ADMIN');

/** The board categories a member with these roles may post in, in display order. */
export function boardCategoriesFor(roles: readonly string[]): readonly BoardCategory[] {
  if (isStaff(roles)) return BOARD_CATEGORIES;
  return BOARD_CATEGORIES.filter(
    (category) => !(STAFF_BOARD_CATEGORIES as readonly string[]).includes(category),
  );
}

/** My-activity list kinds; `board` is an alias of `post` kept from the old client. */
export const ACTIVITY_TYPES = ['post', 'comment', 'favorite', 'board'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const DEFAULT_ACTIVITY_TYPE: ActivityType = 'post';

/** Version (effective date) of the marketing-consent text. */
export const MARKETING_CONSENT_VERSION = '2025-02-27';
export const COMPANY_COPYRIGHT_YEAR = 2024;

/** Push subscriptions are accepted with this content encoding only. */
export const PUSH_CONTENT_ENCODING = 'aes128gcm';

/** Words and stores a member may mute (이런 딜 그만 보기), together. */
export const MUTE_LIMIT = 50;
export const MUTE_WORD_MAX_LENGTH = 20;
export const MUTE_MARKET_MAX_LENGTH = 40;
export const MUTE_TYPES = ['WORD', 'MARKET'] as const;
export type MuteType = (typeof MUTE_TYPES)[number];
/** How long the toast after a mute offers 되돌리기. */
export const UNDO_TOAST_MS = 5_000;
