import type { LinkPlatform } from '@akkyeo/contracts';
import type { PartnerService } from '../partner/partner-service';

/**
 * The link a deal is bought through, derived from the store URL when a deal is written: a
 * Coupang store URL becomes its partner deeplink; any other link, or a Coupang one the partner
 * API could not convert (off, failing, over budget — logged there), is kept as it is.
 */
export async function resolveConvertedUrl(
  url: string,
  platform: LinkPlatform,
  partner: Pick<PartnerService, 'convertLinks'>,
): Promise<string> {
  if (platform !== 'COUPANG') return url;
  const links = await partner.convertLinks([url]);
  return links.get(url) ?? url;
}
