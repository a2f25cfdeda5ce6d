import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { resolveSecrets } from './secrets';

/** The repository root. Relative paths in the environment (DATA_DIR, UPLOADS_DIR, WEB_DIST_DIR) resolve against it. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

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
  webDistDir: string;
  /** Seed demo content; the seed itself only ever fills an empty database. */
  seedDemo: boolean;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string;
  jwtSecret: string;
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
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SEED_DEMO: boolean.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  BODY_LIMIT_BYTES: integer(1024, 100 * MIB).default(MIB),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (leave it unset to generate one)')
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value): boolean | number | string => {
      if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .default(false),
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
  const dataDir = fromRepoRoot(e.DATA_DIR);
  const secrets = resolveSecrets(
    { dataDir, shared: Boolean(e.DATABASE_URL), provided: { jwtSecret: e.JWT_SECRET } },
    warn,
  );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    cdnBaseUrl: e.CDN_BASE_URL,
    uploadsDir: e.UPLOADS_DIR ? fromRepoRoot(e.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    webDistDir: fromRepoRoot(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: secrets.jwtSecret,
  };
}

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
