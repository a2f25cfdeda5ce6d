import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export interface S3Stub {
  /** The S3 endpoint (path-style). */
  endpoint: string;
  bucket: string;
  /** Where objects are read from: the bucket's URL (what CDN_BASE_URL points at). */
  bucketUrl: string;
  config: S3Config;
  /** The environment a server process needs to store into this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3 REST server (s3rver) on a free loopback port, with one empty bucket, files in a temp dir. */
export async function startS3Stub(bucket = 'akkyeo-test'): Promise<S3Stub> {
  const directory = mkdtempSync(join(tmpdir(), 'akkyeo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    bucketUrl: `${endpoint}/${bucket}`,
    config: { endpoint, region: 'us-east-1', bucket, credentials, forcePathStyle: true },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      CDN_BASE_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
