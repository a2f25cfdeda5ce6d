import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (refresh tokens, reset links, OAuth states). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
