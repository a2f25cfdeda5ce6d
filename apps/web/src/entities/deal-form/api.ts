import { paths, type LinkPreview } from '@akkyeo/contracts';
import { api } from '@/shared/api';

/** The product behind a link (title, market, picture), read by the server's SSRF-safe preview. */
export function previewLink(url: string, signal?: AbortSignal) {
  return api.get<LinkPreview>(paths.feed.preview, { query: { url }, signal });
}
