import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The operator token `npm run partner:import` sends to a running server: derived from the JWT
 * secret, so only someone holding the server's configuration can compute it.
 */
export function partnerImportToken(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('ops:partner-import').digest('base64url');
}

export function isPartnerImportToken(jwtSecret: string, candidate: string): boolean {
  const expected = Buffer.from(partnerImportToken(jwtSecret));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
