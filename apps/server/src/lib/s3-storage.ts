import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertStorageKey, STORED_CACHE_CONTROL, type Storage } from './stored-object';

/**
 * Objects in an S3-compatible bucket, under the same keys as the local store; readers load them
 * from CDN_BASE_URL (the bucket or a CDN in front of it). Checksums only where the API requires
 * them, so older S3-compatible servers accept the requests.
 */
export function createS3Storage(config: S3Config): Storage & { destroy(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: STORED_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}
