import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import {
  CLOCK_TIME,
  clockMinutes,
  GOLD_BOX_CHANGE_TIME_KST,
  messages,
  SITEMAP_MAX_URLS,
} from '@akkyeo/contracts';
import { z } from 'zod';
import { resolveSecrets } from './secrets';
import { NEWEST_DAYS_MIN_ROWS } from './db/search-filter';

/**
 * The repository root (the workspace root package.json above this file, from source or from a
 * build). Relative paths in the environment (DATA_DIR, UPLOADS_DIR, WEB_DIST_DIR) resolve against it.
 */
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    ) {
      return dir;
    }
  }
  return resolve(from, '../../..');
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's validated configuration. */
export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, secrets.json and, by default, uploads. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** The origin users reach the app at, without a trailing slash. */
  publicUrl: string;
  /** Where stored images are served from: a path (`/cdn`) or an absolute URL, without a trailing slash. */
  cdnBaseUrl: string;
  uploadsDir: string;
  /** Where stored images go: files under uploadsDir, or an S3-compatible bucket. */
  storage: StorageConfig;
  webDistDir: string;
  /** Draw the first screens of the web app on the server (docs/architecture.md). */
  serverRender: { enabled: boolean; cacheMs: number };
  /** Seed demo content; the seed itself only ever fills an empty database. */
  seedDemo: boolean;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** Which proxies' X-Forwarded-For is believed: none, a hop count, or addresses/CIDRs (comma-separated). */
  trustProxy: false | number | string;
  /** Lets server-side fetches of user-given URLs reach loopback (local testing only). */
  outboundAllowLoopback: boolean;
  jwtSecret: string;
  kakao: KakaoConfig;
  smtp: SmtpConfig;
  rateLimits: RateLimitConfig;
  login: LoginGuardConfig;
  readBudgets: ReadBudgetConfig;
  /** Longest a single SQL statement may run on PostgreSQL, in ms (0: no limit). */
  statementTimeoutMs: number;
  /**
   * The rows (PostgreSQL's estimate) from which a table's newest-first keyword search collects the
   * newest days' matches first (see NEWEST_DAYS_MIN_ROWS).
   */
  searchNewestDaysMinRows: number;
  /** After SIGTERM, how long /healthz answers 503 while everything else is still served. */
  shutdownDrainMs: number;
  /** How often the embedded database is analyzed and its GIN pending lists merged, in ms (0: never). */
  embeddedUpkeepMs: number;
  /** Run the job worker (imports, pushes, alerts, share images) in this process; false: serve requests only. */
  backgroundJobs: boolean;
  coupang: CoupangConfig;
  push: PushConfig;
  /** Who counts as a member with standing (docs/security.md). */
  standing: StandingConfig;
  /** 제보 limits and trusted finders (docs/features/tips.md). */
  tips: TipConfig;
  /** URLs a sitemap part lists at most: part n holds the ids ((n-1)·size, n·size] (docs/features/discovery.md). */
  sitemapPartSize: number;
}

/** How many tips a member may send a day, and who publishes at once. */
export interface TipConfig {
  dailyLimit: number;
  newAccountDailyLimit: number;
  trustedMinPublished: number;
  trustedAutoPublish: boolean;
}

/** A member has standing once their account is this old and they wrote this much. */
export interface StandingConfig {
  minAccountAgeDays: number;
  /** Posts plus comments (kept, not deleted or hidden). */
  minContributions: number;
}

export type StorageConfig = { driver: 'local' } | { driver: 's3'; s3: S3Config };

/** An S3-compatible bucket; credentials unset use the SDK's default chain (environment, instance role). */
export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Web push (VAPID); the keys are generated once into secrets.json when unset. */
export interface PushConfig {
  /** base64url, 65 bytes: what browsers subscribe with (GET /v1/push/key). */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** The contact push services see: a mailto: or https: URL. */
  subject: string;
}

/** Coupang Partners API; `keys` unset turns the gold-box import and partner deeplinks off. */
export interface CoupangConfig {
  keys: { accessKey: string; secretKey: string } | undefined;
  subId: string | undefined;
  apiBaseUrl: string;
  /** Run the gold-box import every day at `importTime` (KST). */
  importEnabled: boolean;
  importTime: { hour: number; minute: number };
  /** API calls an hour this app allows itself, shared by every instance. */
  callsPerHour: number;
}

/** Kakao login; `restApiKey` unset turns it off (the web app hides the button). */
export interface KakaoConfig {
  restApiKey: string | undefined;
  clientSecret: string | undefined;
  /** The registered redirect URI: the web app's /joinSuccess page. */
  redirectUri: string;
  authBaseUrl: string;
  apiBaseUrl: string;
  /** JavaScript key for KakaoTalk sharing; unset hides the Kakao share (the CSP then omits Kakao's SDK). */
  javascriptKey?: string | undefined;
}

/** Outgoing mail; `url` unset writes mails to the log instead. */
export interface SmtpConfig {
  url: string | undefined;
  from: string;
  /** Without SMTP_URL: write whole mails (with their links) to the log; development only. */
  logMailText: boolean;
}

/** Shared (database-backed) limits per IP or per account. */
export interface RateLimitConfig {
  /** Failed logins a minute per IP and ID. */
  loginFailures: number;
  /** Joins an hour per IP. */
  joins: number;
  /** Account mails (find ID, password reset) an hour per IP and per address. */
  mails: number;
  /** Comments (deals and boards) a minute per member. */
  comments: number;
  /** Like and bookmark taps a minute per member. */
  reactions: number;
  /** Link previews a minute per member (each fetches a page elsewhere). */
  previews: number;
  /** Visitors' buy clicks counted an hour per address prefix (more still redirect, uncounted). */
  buyClicks: number;
  /** Board posts (writes and edits) an hour per member. */
  posts: number;
  /** Reports an hour per member. */
  reports: number;
}

/** Login lockouts (docs/security.md, "Logins and lockouts"); failures are counted over `lockoutMinutes`. */
export interface LoginGuardConfig {
  lockoutMinutes: number;
  /** Failures from browsers without the account's device cookie before such browsers are blocked. */
  unknownDeviceFailures: number;
  /** Failures one device cookie may make before that cookie is blocked. */
  deviceFailures: number;
  /** Failures from unknown browsers at one address, across accounts, before the address's unknown browsers are blocked. */
  addressFailures: number;
  /** Unknown-device failures on an account after which each further attempt waits longer. */
  slowdownAfter: number;
}

/** Reads a caller may make a minute, per signed-in member and per client address. */
export interface ReadBudget {
  member: number;
  address: number;
}

/** Budgets of the expensive reads (docs/security.md, "Read budgets"). */
export interface ReadBudgetConfig {
  /** GET /v1/alert/keyword/preview. */
  keywordPreviews: ReadBudget;
  /** Deal and board lists with a `keyword`. */
  searches: ReadBudget;
  /** Every other list read beyond the deal feed. */
  lists: ReadBudget;
}

/** A configuration problem; its message names the variable and is fit to print as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIB = 1024 * 1024;

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be an integer from ${min} to ${max}`)
        .max(max, `must be an integer from ${min} to ${max}`),
    );

const httpUrl = z
  .string()
  .refine((value) => /^https?:$/.test(safeUrl(value)?.protocol ?? ''), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const boolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: `false`, a hop count, or proxy addresses/CIDRs (proxy-addr's names loopback,
 * linklocal, uniquelocal too). `true` would believe any X-Forwarded-For, so it is refused.
 */
const trustProxySchema = z
  .string()
  .refine((value) => value.toLowerCase() !== 'true', messages.ops.trustProxyTrue)
  .refine(
    (value) =>
      /^(false|\d+)$/i.test(value) || value.split(',').every((item) => isProxyAddress(item.trim())),
    'must be false, a hop count (1) or comma-separated proxy addresses or CIDRs',
  )
  .transform((value): false | number | string => {
    if (/^false$/i.test(value)) return false;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** The daily gold-box import runs by default this long after the gold box changes. */
const IMPORT_DELAY_MINUTES = 5;
const clockTimeOf = (minutes: number) => ({ hour: Math.floor(minutes / 60), minute: minutes % 60 });

const envSchema = z.object({
  PORT: integer(0, 65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .refine(
      (value) => /^postgres(ql)?:$/.test(safeUrl(value)?.protocol ?? ''),
      'must be a postgres:// URL',
    )
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  CDN_BASE_URL: z
    .string()
    .refine(
      (value) => value.startsWith('/') || /^https?:$/.test(safeUrl(value)?.protocol ?? ''),
      'must be a path starting with / or an http(s) URL',
    )
    .transform((value) => value.replace(/\/+$/, '') || '/')
    .default('/cdn'),
  UPLOADS_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SERVER_RENDER: boolean.default(true),
  SERVER_RENDER_CACHE_MS: integer(0, 60_000).default(3_000),
  SEED_DEMO: boolean.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  BODY_LIMIT_BYTES: integer(1024, 100 * MIB).default(MIB),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (leave it unset to generate one)')
    .optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  OUTBOUND_ALLOW_LOOPBACK: boolean.default(false),
  KAKAO_REST_API_KEY: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_REDIRECT_URI: httpUrl.optional(),
  KAKAO_AUTH_BASE_URL: httpUrl.default('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: httpUrl.default('https://kapi.kakao.com'),
  KAKAO_JAVASCRIPT_KEY: z.string().regex(/^\w+$/, 'must be a Kakao JavaScript key').optional(),
  SMTP_URL: z
    .string()
    .refine(
      (value) => /^smtps?:$/.test(safeUrl(value)?.protocol ?? ''),
      'must be an smtp(s):// URL',
    )
    .optional(),
  SMTP_FROM: z.string().default('아껴라껴 <no-reply@akkyeo.local>'),
  DEV_LOG_MAIL_TEXT: boolean.default(false),
  RATE_LIMIT_LOGIN_FAILURES: integer(1, 10_000).default(6),
  RATE_LIMIT_JOINS: integer(1, 100_000).default(10),
  RATE_LIMIT_MAILS: integer(1, 100_000).default(5),
  RATE_LIMIT_COMMENTS: integer(1, 100_000).default(20),
  RATE_LIMIT_REACTIONS: integer(1, 100_000).default(120),
  RATE_LIMIT_PREVIEWS: integer(1, 100_000).default(30),
  RATE_LIMIT_POSTS: integer(1, 100_000).default(30),
  RATE_LIMIT_REPORTS: integer(1, 100_000).default(30),
  RATE_LIMIT_BUY_CLICKS: integer(1, 100_000).default(60),
  LOGIN_LOCKOUT_MINUTES: integer(1, 24 * 60).default(15),
  LOGIN_UNKNOWN_DEVICE_FAILURES: integer(1, 10_000).default(10),
  LOGIN_DEVICE_FAILURES: integer(1, 10_000).default(10),
  LOGIN_ADDRESS_FAILURES: integer(1, 100_000).default(30),
  LOGIN_SLOWDOWN_AFTER: integer(1, 10_000).default(3),
  RATE_LIMIT_KEYWORD_PREVIEWS: integer(1, 100_000).default(20),
  RATE_LIMIT_KEYWORD_PREVIEWS_PER_ADDRESS: integer(1, 100_000).default(40),
  RATE_LIMIT_SEARCHES: integer(1, 100_000).default(30),
  RATE_LIMIT_SEARCHES_PER_ADDRESS: integer(1, 100_000).default(60),
  RATE_LIMIT_LIST_READS: integer(1, 100_000).default(120),
  RATE_LIMIT_LIST_READS_PER_ADDRESS: integer(1, 100_000).default(300),
  STATEMENT_TIMEOUT_MS: integer(0, 600_000).default(2_000),
  SEARCH_NEWEST_DAYS_MIN_ROWS: integer(0, 2_000_000_000).default(NEWEST_DAYS_MIN_ROWS),
  SHUTDOWN_DRAIN_MS: integer(0, 120_000).default(5_000),
  EMBEDDED_UPKEEP_MINUTES: integer(0, 10_080).default(30),
  BACKGROUND_JOBS: boolean.default(true),
  COUPANG_ACCESS_KEY: z.string().optional(),
  COUPANG_SECRET_KEY: z.string().optional(),
  COUPANG_SUB_ID: z.string().optional(),
  COUPANG_API_BASE_URL: httpUrl.default('https://api-gateway.coupang.com'),
  COUPANG_IMPORT_ENABLED: boolean.default(true),
  COUPANG_IMPORT_TIME: z
    .string()
    .regex(CLOCK_TIME, 'must be HH:MM (24-hour, KST)')
    .transform((value) => clockTimeOf(clockMinutes(value)))
    .default(clockTimeOf(clockMinutes(GOLD_BOX_CHANGE_TIME_KST) + IMPORT_DELAY_MINUTES)),
  COUPANG_CALLS_PER_HOUR: integer(5, 100_000).default(100),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(
      (value) => /^(mailto|https):$/.test(safeUrl(value)?.protocol ?? ''),
      'must be a mailto: or https: URL',
    )
    .optional(),
  STANDING_MIN_ACCOUNT_AGE_DAYS: integer(0, 3_650).default(3),
  STANDING_MIN_CONTRIBUTIONS: integer(0, 10_000).default(1),
  TIP_DAILY_LIMIT: integer(0, 1_000).default(10),
  TIP_NEW_ACCOUNT_DAILY_LIMIT: integer(0, 1_000).default(3),
  TIP_TRUSTED_MIN_PUBLISHED: integer(1, 10_000).default(5),
  TIP_TRUSTED_AUTO_PUBLISH: boolean.default(true),
  SITEMAP_PART_SIZE: integer(1, SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
});

export type EnvKey = keyof z.input<typeof envSchema>;
export const ENV_KEYS = Object.keys(envSchema.shape) as EnvKey[];

/**
 * Reads and validates the environment, then resolves the secrets (generated once into
 * `<DATA_DIR>/secrets.json` when unset). Throws a ConfigError naming every bad variable.
 * `warn` receives warnings meant for the operator.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): Config {
  const cleaned = Object.fromEntries(ENV_KEYS.map((key) => [key, env[key]?.trim() || undefined]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      return `  ${key}: ${issue.message} (got ${JSON.stringify(cleaned[key])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.COUPANG_ACCESS_KEY) !== Boolean(e.COUPANG_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  COUPANG_ACCESS_KEY, COUPANG_SECRET_KEY: set both or neither',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const storage = storageConfig(e);
  const dataDir = fromRepoRoot(e.DATA_DIR);
  const secrets = resolveSecrets(
    {
      dataDir,
      shared: Boolean(e.DATABASE_URL),
      provided: {
        jwtSecret: e.JWT_SECRET,
        vapidPublicKey: e.VAPID_PUBLIC_KEY,
        vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      },
    },
    warn,
  );
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    cdnBaseUrl: e.CDN_BASE_URL,
    uploadsDir: e.UPLOADS_DIR ? fromRepoRoot(e.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    storage,
    webDistDir: fromRepoRoot(e.WEB_DIST_DIR),
    serverRender: { enabled: e.SERVER_RENDER, cacheMs: e.SERVER_RENDER_CACHE_MS },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    outboundAllowLoopback: e.OUTBOUND_ALLOW_LOOPBACK,
    jwtSecret: secrets.jwtSecret,
    kakao: {
      restApiKey: e.KAKAO_REST_API_KEY,
      clientSecret: e.KAKAO_CLIENT_SECRET,
      redirectUri: e.KAKAO_REDIRECT_URI ?? `${publicUrl}/joinSuccess`,
      authBaseUrl: e.KAKAO_AUTH_BASE_URL,
      apiBaseUrl: e.KAKAO_API_BASE_URL,
      javascriptKey: e.KAKAO_JAVASCRIPT_KEY,
    },
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM, logMailText: e.DEV_LOG_MAIL_TEXT },
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      joins: e.RATE_LIMIT_JOINS,
      mails: e.RATE_LIMIT_MAILS,
      comments: e.RATE_LIMIT_COMMENTS,
      reactions: e.RATE_LIMIT_REACTIONS,
      previews: e.RATE_LIMIT_PREVIEWS,
      buyClicks: e.RATE_LIMIT_BUY_CLICKS,
      posts: e.RATE_LIMIT_POSTS,
      reports: e.RATE_LIMIT_REPORTS,
    },
    login: {
      lockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
      unknownDeviceFailures: e.LOGIN_UNKNOWN_DEVICE_FAILURES,
      deviceFailures: e.LOGIN_DEVICE_FAILURES,
      addressFailures: e.LOGIN_ADDRESS_FAILURES,
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
    },
    readBudgets: {
      keywordPreviews: {
        member: e.RATE_LIMIT_KEYWORD_PREVIEWS,
        address: e.RATE_LIMIT_KEYWORD_PREVIEWS_PER_ADDRESS,
      },
      searches: { member: e.RATE_LIMIT_SEARCHES, address: e.RATE_LIMIT_SEARCHES_PER_ADDRESS },
      lists: { member: e.RATE_LIMIT_LIST_READS, address: e.RATE_LIMIT_LIST_READS_PER_ADDRESS },
    },
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    searchNewestDaysMinRows: e.SEARCH_NEWEST_DAYS_MIN_ROWS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    embeddedUpkeepMs: e.EMBEDDED_UPKEEP_MINUTES * 60_000,
    backgroundJobs: e.BACKGROUND_JOBS,
    coupang: {
      keys:
        e.COUPANG_ACCESS_KEY && e.COUPANG_SECRET_KEY
          ? { accessKey: e.COUPANG_ACCESS_KEY, secretKey: e.COUPANG_SECRET_KEY }
          : undefined,
      subId: e.COUPANG_SUB_ID,
      apiBaseUrl: e.COUPANG_API_BASE_URL,
      importEnabled: e.COUPANG_IMPORT_ENABLED,
      importTime: e.COUPANG_IMPORT_TIME,
      callsPerHour: e.COUPANG_CALLS_PER_HOUR,
    },
    push: {
      vapidPublicKey: secrets.vapidPublicKey,
      vapidPrivateKey: secrets.vapidPrivateKey,
      subject:
        e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : DEFAULT_VAPID_SUBJECT),
    },
    standing: {
      minAccountAgeDays: e.STANDING_MIN_ACCOUNT_AGE_DAYS,
      minContributions: e.STANDING_MIN_CONTRIBUTIONS,
    },
    tips: {
      dailyLimit: e.TIP_DAILY_LIMIT,
      newAccountDailyLimit: e.TIP_NEW_ACCOUNT_DAILY_LIMIT,
      trustedMinPublished: e.TIP_TRUSTED_MIN_PUBLISHED,
      trustedAutoPublish: e.TIP_TRUSTED_AUTO_PUBLISH,
    },
    sitemapPartSize: e.SITEMAP_PART_SIZE,
  };
}

function storageConfig(e: z.output<typeof envSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: must be set when STORAGE_DRIVER=s3');
  if (!/^https?:\/\//.test(e.CDN_BASE_URL)) {
    problems.push(
      '  CDN_BASE_URL: must be the absolute URL of the bucket or of the CDN in front of it when STORAGE_DRIVER=s3',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0 || !e.S3_BUCKET) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    driver: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Without VAPID_SUBJECT and an https PUBLIC_URL: a contact push services accept. */
const DEFAULT_VAPID_SUBJECT = 'mailto:webmaster@localhost';

function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? resolve(path) : resolve(REPO_ROOT, path);
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
