/**
 * Turns a stored image location into the URL a browser loads: a stored relative path
 * (`seed/deal-01.webp`) becomes `${cdnBaseUrl}/seed/deal-01.webp`; absolute URLs
 * (partner CDNs, `data:`) are left alone.
 */
export function toCdnUrl(cdnBaseUrl: string, location: string | null): string | null {
  if (!location) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(location) || location.startsWith('//')) return location;
  const base = cdnBaseUrl === '/' ? '' : cdnBaseUrl;
  return `${base}/${location.replace(/^\/+/, '')}`;
}
