/** The brand colour of the app's logo and link cards. */
export const BRAND_COLOR = '#ff5a36';

/**
 * The app's logo (apps/web/public/logo.svg) as SVG markup, `size` px square at (x, y): a rounded
 * `tile` with the price tag in `mark` on it (the app's own: the brand colour, the tag white).
 */
export function logoSvg(
  x: number,
  y: number,
  size: number,
  { tile, mark }: { tile: string; mark: string } = { tile: BRAND_COLOR, mark: '#fff' },
): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">
  <rect width="64" height="64" rx="14" fill="${tile}"/>
  <path d="M30.5 13H48a3 3 0 0 1 3 3v17.5a3 3 0 0 1-.9 2.1L34.4 51.3a3 3 0 0 1-4.2 0L12.7 33.8a3 3 0 0 1 0-4.2L28.4 13.9a3 3 0 0 1 2.1-.9Z" fill="${mark}"/>
  <circle cx="42" cy="22" r="3.6" fill="${tile}"/>
  <path d="M24.5 36.5l11-11" stroke="${tile}" stroke-width="3.4" stroke-linecap="round"/>
  <circle cx="25.5" cy="27.5" r="2.6" fill="${tile}"/>
  <circle cx="34.5" cy="36.5" r="2.6" fill="${tile}"/>
</g>`;
}
