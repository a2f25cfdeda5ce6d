import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (refresh tokens, reset links, OAuth states). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The refresh token that replaces `presented`: derived with a server key, so a second refresh
 * with the same token can be handed the same successor while nobody without the key can
 * compute it.
 */
export function successorSecret(key: string, presented: string): string {
  return createHmac('sha256', key).update(`refresh-successor:${presented}`).digest('base64url');
}
