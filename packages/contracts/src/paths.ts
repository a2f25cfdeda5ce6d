/** Every API path (product rules §7) and the operational ones, with Fastify-style `:param`s. */
export const paths = {
  feed: {
    list: '/v1/feed/',
    create: '/v1/feed',
    update: '/v1/feed',
    detail: '/v1/feed/:id',
    comment: '/v1/feed/:id/comment',
    commentDelete: '/v1/feed/:id/comment/:commentId',
    like: '/v1/feed/:id/like',
    priceHistory: '/v1/feed/:id/price-history',
    bookmark: '/v1/feed/:id/bookmark',
    preview: '/v1/feed/preview',
    deleteImage: '/v1/feed/:id/img',
    endedReport: '/v1/feed/:id/ended-report',
    ended: '/v1/feed/:id/ended',
    settings: '/v1/feed/settings',
    /** A member's 제보: send, read, edit and withdraw their own; the duplicate check before sending. */
    tip: '/v1/feed/tip',
    tipOne: '/v1/feed/tip/:id',
    tipDuplicates: '/v1/feed/tip/duplicates',
    /** The buy button: counts a click and redirects to the deal's own stored link. */
    go: '/go/:id',
  },
  auth: {
    join: '/v1/auth/join',
    login: '/v1/auth/login',
    refresh: '/v1/auth/refresh',
    kakao: '/v1/auth/kakao',
    checkId: '/v1/auth/:id',
    checkEmail: '/v1/auth/email/:email',
    logout: '/v1/auth/logout',
    kakaoState: '/v1/auth/kakao/state',
    findId: '/v1/auth/find-id',
    passwordReset: '/v1/auth/password-reset',
    passwordResetConfirm: '/v1/auth/password-reset/confirm',
    /** Spends a mailed unlock link: this browser becomes a known device of the account. */
    unlock: '/v1/auth/unlock',
  },
  /** Public settings the built web app reads at start (no rebuild per deployment). */
  config: '/v1/config',
  board: {
    list: '/v1/board/',
    create: '/v1/board/',
    update: '/v1/board/:id',
    detail: '/v1/board/:id',
    comment: '/v1/board/:id/comment',
    commentDelete: '/v1/board/:id/comment/:commentId',
    like: '/v1/board/:id/like',
    upload: '/v1/board/upload',
    uploadStatusStream: '/v1/board/upload/status/stream/:uploadId',
    uploadPost: '/v1/board/upload/:uploadId/post',
    delete: '/v1/board/:id',
    hide: '/v1/board/:id/hide',
    report: '/v1/board/:id/report',
  },
  admin: {
    reports: '/v1/admin/reports',
    resolveReport: '/v1/admin/reports/:id/resolve',
    boardHidden: '/v1/admin/board/:id/hidden',
    /** The 종료 신고 queue (managers); `:id` of the actions is the deal's. */
    endedReports: '/v1/admin/ended-reports',
    confirmEnded: '/v1/admin/ended-reports/:id/confirm',
    reopenEnded: '/v1/admin/ended-reports/:id/reopen',
    /** The 제보 queue (managers); `:id` is the tip's. */
    tips: '/v1/admin/tip',
    publishTip: '/v1/admin/tip/:id/publish',
    rejectTip: '/v1/admin/tip/:id/reject',
    linkTip: '/v1/admin/tip/:id/link',
    unpublishTip: '/v1/admin/tip/:id/unpublish',
  },
  member: {
    info: '/v1/member/',
    bookmark: '/v1/member/bookmark',
    profile: '/v1/member/profile',
    nickname: '/v1/member/nickName',
    password: '/v1/member/password',
    board: '/v1/member/board',
    comment: '/v1/member/comment',
    blocks: '/v1/member/block',
    block: '/v1/member/block/:memberId',
    mutes: '/v1/member/mute',
    mute: '/v1/member/mute/:id',
    /** The caller's 제보, newest first. */
    tips: '/v1/member/tip',
  },
  notification: {
    list: '/v1/notification/',
    detail: '/v1/notification/:id',
    read: '/v1/notification/:id/read',
    readAll: '/v1/notification/read-all',
    unreadCount: '/v1/notification/unread-count',
    settings: '/v1/notification/settings',
  },
  alert: {
    keywords: '/v1/alert/keyword',
    keyword: '/v1/alert/keyword/:id',
    preview: '/v1/alert/keyword/preview',
    settings: '/v1/alert/settings',
  },
  push: {
    key: '/v1/push/key',
    subscribe: '/v1/push/subscribe',
    testSend: '/v1/push/test-send',
  },
  ops: {
    health: '/healthz',
    metrics: '/metrics',
    docs: '/docs',
    cdn: '/cdn',
  },
  /** What crawlers and feed readers fetch (outside /v1: they are read at these well-known names). */
  discovery: {
    robots: '/robots.txt',
    /** The sitemap index, naming every part. */
    sitemapIndex: '/sitemap.xml',
    /** A gzip-compressed part: `pages-1.xml.gz`, `deals-<n>.xml.gz`, `posts-<n>.xml.gz`. */
    sitemapPart: '/sitemap/:part',
    /** The newest open deals (or those matching `q`) as RSS 2.0 and as Atom. */
    rss: '/rss.xml',
    atom: '/atom.xml',
  },
  partner: {
    /** Runs the Coupang gold-box import now (manager, admin, or the operator token). */
    import: '/v1/admin/partner/import',
  },
} as const;

/** Fills `:param` placeholders: `toUrl(paths.feed.detail, { id: 3 })` → `/v1/feed/3`. */
export function toUrl(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
