import type { LinkPlatform } from '@akkyeo/contracts';

/** Turns store URLs into partner links (Coupang Partners); a URL it cannot convert is left out. */
export interface LinkConverter {
  convertLinks(urls: string[]): Promise<Map<string, string>>;
}

/**
 * The link a deal is bought through, derived from the store URL when a deal is written: a
 * Coupang store URL becomes its partner deeplink; any other link, or a Coupang one the partner
 * API could not convert (off, failing, over budget — logged there), is kept as it is.
 */
export async function resolveConvertedUrl(
  url: string,
  platform: LinkPlatform,
  partner: LinkConverter,
): Promise<string> {
  if (platform !== 'COUPANG') return url;
  const links = await partner.convertLinks([url]);
  return links.get(url) ?? url;
}
