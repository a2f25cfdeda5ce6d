// `node --import tsx tools/assets/write-og-card.ts`: draws the app's own link-card picture,
// apps/web/public/og-card.png (1200×630, the size KakaoTalk and Facebook show large), which pages
// without a picture of their own name as og:image (apps/server/src/modules/discovery/page-tags.ts).
// Run it again after changing the logo or the tagline, and commit the picture.
import { messages } from '@akkyeo/contracts';
import sharp from 'sharp';
import { DEFAULT_CARD_IMAGE } from '../../apps/server/src/modules/discovery/page-tags';
import { BRAND_COLOR, logoSvg } from '../../apps/server/src/modules/share/logo';

const { width, height } = DEFAULT_CARD_IMAGE;
const BRAND = BRAND_COLOR;
const FONT = "'Noto Sans CJK KR', 'Apple SD Gothic Neo', sans-serif";

/** The logo in white on the brand colour, 240 px. */
const logo = logoSvg(120, 195, 240, { tile: '#fff', mark: BRAND });

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
