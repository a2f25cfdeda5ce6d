import type { LinkPlatform } from '@akkyeo/contracts';

/**
 * The link a deal is bought through, derived from the store URL when a deal is written.
 * The partner integration turns Coupang links into partner links here; until then every link
 * is kept as it is.
 */
export async function resolveConvertedUrl(url: string, platform: LinkPlatform): Promise<string> {
  void platform;
  return Promise.resolve(url);
}
