export const LOGO_URL = '/logo.svg';

/** A scheme (`https:`, `data:`), protocol-relative or root-relative URL: the server already resolved it. */
const RESOLVED = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

function cdnBase(): string {
  return (import.meta.env.VITE_CDN_BASE_URL ?? '/cdn').replace(/\/+$/, '');
}

/** A resolved URL stays as is; a CDN-relative path is joined to the CDN base; empty gives null. */
export function resolveImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (RESOLVED.test(value)) return value;
  return `${cdnBase()}/${value}`;
}
