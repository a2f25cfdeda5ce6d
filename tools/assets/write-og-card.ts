// `node --import tsx tools/assets/write-og-card.ts`: draws the app's own link-card picture,
// apps/web/public/og-card.png (1200×630, the size KakaoTalk and Facebook show large), which pages
// without a picture of their own name as og:image (apps/server/src/modules/discovery/page-tags.ts).
// Run it again after changing the logo or the tagline, and commit the picture.
import { messages } from '@akkyeo/contracts';
import sharp from 'sharp';
import { DEFAULT_CARD_IMAGE } from '../../apps/server/src/modules/discovery/page-tags';

const { width, height } = DEFAULT_CARD_IMAGE;
const BRAND = '#ff5a36';
const FONT = "'Noto Sans CJK KR', 'Apple SD Gothic Neo', sans-serif";

/** The logo of apps/web/public/logo.svg in white on the brand colour, 240 px. */
const logo = `<g transform="translate(120 195) scale(3.75)">
  <rect width="64" height="64" rx="14" fill="#fff"/>
  <path d="M30.5 13H48a3 3 0 0 1 3 3v17.5a3 3 0 0 1-.9 2.1L34.4 51.3a3 3 0 0 1-4.2 0L12.7 33.8a3 3 0 0 1 0-4.2L28.4 13.9a3 3 0 0 1 2.1-.9Z" fill="${BRAND}"/>
  <circle cx="42" cy="22" r="3.6" fill="#fff"/>
  <path d="M24.5 36.5l11-11" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>
  <circle cx="25.5" cy="27.5" r="2.6" fill="#fff"/>
  <circle cx="34.5" cy="36.5" r="2.6" fill="#fff"/>
</g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND}"/>
  ${logo}
  <text x="420" y="300" font-family="${FONT}" font-weight="700" font-size="120" fill="#fff">${messages.app.name}</text>
  <text x="424" y="390" font-family="${FONT}" font-size="46" fill="#fff">${messages.discovery.tagline}</text>
</svg>`;

const out = new URL('../../apps/web/public/og-card.png', import.meta.url);
const info = await sharp(Buffer.from(svg))
  .png({ palette: true, compressionLevel: 9 })
  .toFile(out.pathname);
console.log(`${out.pathname}: ${info.width}×${info.height}, ${info.size} bytes`);
