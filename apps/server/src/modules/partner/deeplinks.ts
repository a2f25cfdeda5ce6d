import type { FastifyBaseLogger } from 'fastify';
import { DEEPLINK_BATCH_SIZE, type CoupangClient } from './coupang-client';

const COUPANG_HOSTS = new Set(['coupang.com', 'www.coupang.com', 'm.coupang.com']);

/** A Coupang store page the deeplink endpoint can turn into a partner link (not one already). */
export function isCoupangStoreUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && COUPANG_HOSTS.has(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Partner links for the Coupang store URLs among `urls`, asked in batches of 20: a map from
 * each converted URL to its partner link. A batch that fails is logged and left out, so the
 * caller keeps the plain URL.
 */
export async function convertCoupangUrls(
  client: CoupangClient,
  urls: string[],
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Map<string, string>> {
  const pending = [...new Set(urls.filter(isCoupangStoreUrl))];
  const converted = new Map<string, string>();
  for (let at = 0; at < pending.length; at += DEEPLINK_BATCH_SIZE) {
    const batch = pending.slice(at, at + DEEPLINK_BATCH_SIZE);
    try {
      const links = await client.deeplinks(batch);
      links.forEach((link, index) => {
        const partnerUrl = link.shortenUrl ?? link.landingUrl;
        const original = batch.includes(link.originalUrl) ? link.originalUrl : batch[index];
        if (partnerUrl && original) converted.set(original, partnerUrl);
      });
    } catch (error) {
      logger.warn(
        { err: error, urls: batch.length },
        'Coupang deeplinks failed; keeping the plain URLs',
      );
    }
  }
  return converted;
}
