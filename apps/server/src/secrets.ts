import { createECDH, randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Secrets the server needs; each comes from the environment or from `<DATA_DIR>/secrets.json`. */
export interface Secrets {
  jwtSecret: string;
  /** VAPID key pair of web push, base64url; generated together. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

export interface ResolveSecretsOptions {
  dataDir: string;
  /** True when instances may share the database (DATABASE_URL set): generated secrets draw a warning. */
  shared: boolean;
  provided: Partial<Secrets>;
}

const SECRETS_FILE = 'secrets.json';
const storedSchema = z.object({
  jwtSecret: z.string().min(32).optional(),
  vapidPublicKey: z.string().optional(),
  vapidPrivateKey: z.string().optional(),
});
const ENV_NAMES: Record<keyof Secrets, string> = {
  jwtSecret: 'JWT_SECRET',
  vapidPublicKey: 'VAPID_PUBLIC_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
};
const VAPID_KEYS = new Set<keyof Secrets>(['vapidPublicKey', 'vapidPrivateKey']);

/**
 * Returns every secret: the provided ones as they are; missing ones read from
 * `<dataDir>/secrets.json`, generated into it (mode 0600) the first time.
 */
export function resolveSecrets(
  opts: ResolveSecretsOptions,
  warn: (message: string) => void,
): Secrets {
  const missing = (Object.keys(ENV_NAMES) as (keyof Secrets)[]).filter(
    (key) => !opts.provided[key],
  );
  if (missing.length === 0) return opts.provided as Secrets;

  const path = join(opts.dataDir, SECRETS_FILE);
  const stored = readOrCreate(path, opts.dataDir, missing);
  if (opts.shared) {
    const names = missing.map((key) => ENV_NAMES[key]).join(', ');
    warn(
      `${names} not set: using the value kept in ${path}. Multi-instance deployments must set ${names} so every instance shares it.`,
    );
  }
  return { ...stored, ...definedOnly(opts.provided) } as Secrets;
}

/** Reads the file, adding any missing secret; a first start creates it exclusively so racing starts agree. */
function readOrCreate(path: string, dataDir: string, keys: (keyof Secrets)[]): Partial<Secrets> {
  const stored = readStored(path);
  if (stored === undefined) {
    mkdirSync(dataDir, { recursive: true });
    const fresh = generate({}, keys);
    const temp = writeTemp(path, fresh);
    try {
      linkSync(temp, path);
      return fresh;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readOrCreate(path, dataDir, keys);
    } finally {
      rmSync(temp, { force: true });
    }
  }
  if (keys.every((key) => stored[key])) return stored;
  const completed = generate(stored, keys);
  renameSync(writeTemp(path, completed), path);
  return completed;
}

function writeTemp(path: string, secrets: Partial<Secrets>): string {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return temp;
}

function generate(stored: Partial<Secrets>, keys: (keyof Secrets)[]): Partial<Secrets> {
  const result = { ...stored };
  for (const key of keys) {
    if (!VAPID_KEYS.has(key)) result[key] ??= randomBytes(48).toString('base64url');
    else if (!result.vapidPublicKey || !result.vapidPrivateKey) {
      const pair = generateVapidKeys();
      result.vapidPublicKey = pair.publicKey;
      result.vapidPrivateKey = pair.privateKey;
    }
  }
  return result;
}

/** A P-256 key pair as web push wants it: the uncompressed public point (65 bytes) and the 32-byte private scalar, base64url. */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

function readStored(path: string): Partial<Secrets> | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  try {
    return storedSchema.parse(JSON.parse(text));
  } catch {
    throw new Error(
      `${path} is not a valid secrets file; fix it or delete it to generate new secrets.`,
    );
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
