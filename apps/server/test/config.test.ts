import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { messages } from '@akkyeo/contracts';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

const SECRET = 'x'.repeat(40);
const VAPID = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey };
const tempDir = () => mkdtempSync(join(tmpdir(), 'akkyeo-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, ...VAPID_ENV });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      cdnBaseUrl: '/cdn',
      uploadsDir: join(REPO_ROOT, 'data', 'uploads'),
      webDistDir: join(REPO_ROOT, 'apps', 'web', 'dist'),
      seedDemo: true,
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      trustProxy: false,
      jwtSecret: SECRET,
    });
  });

  it('resolves relative paths against the repository root and trims trailing slashes', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      DATA_DIR: relative(REPO_ROOT, dataDir),
      PUBLIC_URL: 'https://akkyeo.example.com/',
      CDN_BASE_URL: 'https://cdn.example.com/img/',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
    });
    expect(config.dataDir).toBe(dataDir);
    expect(config.uploadsDir).toBe(join(dataDir, 'uploads'));
    expect(config.publicUrl).toBe('https://akkyeo.example.com');
    expect(config.cdnBaseUrl).toBe('https://cdn.example.com/img');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(2);
    expect(config.port).toBe(8080);
  });

  it('treats empty variables as unset', () => {
    const env = { JWT_SECRET: SECRET, DATA_DIR: tempDir(), PORT: '', DATABASE_URL: ' ' };
    expect(loadConfig(env)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT: must be an integer from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT: must be an integer from 0 to 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres:\/\/ URL/],
    ['PUBLIC_URL', 'localhost:3000', /PUBLIC_URL: must be an http\(s\) URL/],
    ['CDN_BASE_URL', 'cdn', /CDN_BASE_URL: must be a path starting with \/ or an http\(s\) URL/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO: must be true or false/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: must be one of/],
    ['BODY_LIMIT_BYTES', '-1', /BODY_LIMIT_BYTES: must be an integer/],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
  ])('rejects a bad %s with a message naming it', (key, value, message) => {
    const attempt = () => loadConfig({ JWT_SECRET: SECRET, [key]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it('refuses TRUST_PROXY=true with a Korean message asking for a hop count or addresses', () => {
    for (const value of ['true', 'TRUE']) {
      const attempt = () => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(`TRUST_PROXY: ${messages.ops.trustProxyTrue}`);
    }
    expect(messages.ops.trustProxyTrue).toMatch(/단계 수.*주소/);
  });

  it('takes TRUST_PROXY as false, a hop count or proxy addresses, and nothing else', () => {
    const trust = (value: string) =>
      loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.2, 10.0.0.0/8,::1,loopback')).toBe('10.0.0.2, 10.0.0.0/8,::1,loopback');
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: must be false, a hop count/,
      );
    }
  });

  it('reads the lockout, read-budget, statement-timeout and drain settings with their defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, ...VAPID_ENV });
    expect(config.login).toEqual({
      lockoutMinutes: 15,
      unknownDeviceFailures: 10,
      deviceFailures: 10,
      addressFailures: 30,
      slowdownAfter: 3,
    });
    expect(config.readBudgets).toEqual({
      keywordPreviews: { member: 20, address: 40 },
      searches: { member: 30, address: 60 },
      lists: { member: 120, address: 300 },
    });
    expect(config.statementTimeoutMs).toBe(2000);
    expect(config.shutdownDrainMs).toBe(5000);
    const single = loadConfig({
      JWT_SECRET: SECRET,
      SHUTDOWN_DRAIN_MS: '0',
      STATEMENT_TIMEOUT_MS: '0',
    });
    expect([single.shutdownDrainMs, single.statementTimeoutMs]).toEqual([0, 0]);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y', JWT_SECRET: SECRET })).toThrow(
      /PORT[\s\S]*LOG_LEVEL/,
    );
  });
});

describe('storage', () => {
  const env = { JWT_SECRET: SECRET, ...VAPID_ENV };
  it('stores files locally unless STORAGE_DRIVER=s3', () => {
    expect(loadConfig(env).storage).toEqual({ driver: 'local' });
  });

  it('reads the bucket settings for s3', () => {
    const config = loadConfig({
      ...env,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'akkyeo-images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      CDN_BASE_URL: 'https://img.example.com/',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'akkyeo-images',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    expect(config.cdnBaseUrl).toBe('https://img.example.com');
  });

  it('wants a bucket, an absolute CDN_BASE_URL and both keys or neither for s3', () => {
    expect(() => loadConfig({ ...env, STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_BUCKET: must be set[\s\S]*CDN_BASE_URL: must be the absolute URL[\s\S]*set both or neither/,
    );
    expect(() => loadConfig({ ...env, STORAGE_DRIVER: 'gcs' })).toThrow(ConfigError);
  });
});

describe('secrets', () => {
  it('generates JWT_SECRET once into DATA_DIR/secrets.json (0600) and reuses it', () => {
    const dataDir = tempDir();
    const warnings: string[] = [];
    const first = loadConfig({ DATA_DIR: dataDir }, (m) => warnings.push(m));
    const file = join(dataDir, 'secrets.json');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
      vapidPublicKey: first.push.vapidPublicKey,
      vapidPrivateKey: first.push.vapidPrivateKey,
    });
    // A P-256 pair web push accepts: the 65-byte public point and the 32-byte private scalar.
    expect(Buffer.from(first.push.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.push.vapidPrivateKey, 'base64url')).toHaveLength(32);
    expect(() =>
      webpush.setVapidDetails(
        'mailto:ops@example.com',
        first.push.vapidPublicKey,
        first.push.vapidPrivateKey,
      ),
    ).not.toThrow();
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.push).toEqual(first.push);
    expect(warnings).toEqual([]);
  });

  it('prefers the environment and writes nothing when every secret is set', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...VAPID_ENV });
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.push).toMatchObject({
      vapidPublicKey: VAPID.publicKey,
      vapidPrivateKey: VAPID.privateKey,
    });
    expect(() => statSync(join(dataDir, 'secrets.json'))).toThrow();
  });

  it('warns that multi-instance deployments must set it when DATABASE_URL is set', () => {
    const warnings: string[] = [];
    loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/app' }, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /JWT_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY not set.*Multi-instance deployments must set JWT_SECRET/,
    );
  });

  it('generates a valid VAPID key pair and takes the subject from an https PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET });
    expect(Buffer.from(config.push.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(config.push.vapidPrivateKey, 'base64url')).toHaveLength(32);
    expect(config.push.subject).toBe('mailto:webmaster@localhost');
    const https = loadConfig({
      JWT_SECRET: SECRET,
      ...VAPID_ENV,
      PUBLIC_URL: 'https://akkyeo.example.com',
    });
    expect(https.push.subject).toBe('https://akkyeo.example.com');
    const set = loadConfig({
      JWT_SECRET: SECRET,
      ...VAPID_ENV,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(set.push.subject).toBe('mailto:ops@example.com');
  });

  it('wants both VAPID keys or neither, well formed, and a mailto: or https: subject', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() => loadConfig({ ...base, ...VAPID_ENV, VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PUBLIC_KEY: must be a base64url P-256 public key/,
    );
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https: URL/,
    );
  });

  it('refuses a corrupt secrets file with a clear message', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secrets.json'), '{nope');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      /secrets\.json is not a valid secrets file/,
    );
  });
});
