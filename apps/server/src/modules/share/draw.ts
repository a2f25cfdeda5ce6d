import { groupDigits, messages } from '@akkyeo/contracts';
import { loadSharp } from '../../lib/sharp';
import { xmlText } from '../../lib/xml-text';
import { BRAND_COLOR, logoSvg } from './logo';
import { fitLines, SHARE_FONT_FAMILIES, textWidth, type TextStyle } from './text-fit';

/** The size KakaoTalk and Facebook show a link card's picture large at (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** What the share image is stored as (see `drawShareImage`). */
export const SHARE_IMAGE_TYPE = { extension: 'jpg', contentType: 'image/jpeg' } as const;

/** What a deal's share image shows. */
export interface ShareCard {
  name: string;
  price: number;
  market: string;
  /** The price's verdict line (`역대최저`, `평소보다 12% 저렴`); null without one. */
  verdict: string | null;
  ended: boolean;
}

/** A deal picture with more pixels than this is not decoded (drawn without it). */
const PICTURE_MAX_PIXELS = 40_000_000;

const INK = '#111827';
const MUTED = '#6b7280';
const FONT = SHARE_FONT_FAMILIES.map((family) =>
  family.includes(' ') ? `'${family}'` : family,
).join(', ');

/** The picture's square on the left, and the column of text on the right. */
const PANEL = { x: 40, y: 40, size: 550, padding: 24, radius: 28 };
const COLUMN = { x: 640, width: 520 };
const STYLES = {
  market: { bold: false, size: 34 },
  name: { bold: true, size: 50 },
  price: { bold: true, size: 84 },
  verdict: { bold: true, size: 34 },
  brand: { bold: true, size: 36 },
  ended: { bold: true, size: 120 },
} satisfies Record<string, TextStyle>;
const NAME_LINE_HEIGHT = 68;
const VERDICT_PADDING = 28;

const text = (x: number, y: number, style: TextStyle, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${style.bold ? 700 : 400}" font-size="${style.size}" fill="${fill}"${extra}>${xmlText(value)}</text>`;

/** The picture fitted into the panel (inside its padding), grey once the deal ended; null when it cannot be read. */
async function panelPicture(picture: Buffer, ended: boolean): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const box = PANEL.size - 2 * PANEL.padding;
  try {
    const image = sharp(picture, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: box, height: box, fit: 'contain', background: '#ffffff' });
    return await (ended ? image.grayscale() : image).png().toBuffer();
  } catch {
    return null;
  }
}

/** `style` made smaller when `value` would not fit the column's width in it. */
async function fittedSize(value: string, style: TextStyle): Promise<TextStyle> {
  const width = await textWidth(value, style);
  if (width <= COLUMN.width) return style;
  return { ...style, size: Math.floor((style.size * COLUMN.width) / width) };
}

/** Everything drawn over the picture: the panel's frame, the texts, the verdict, the brand, 종료. */
async function overlay(card: ShareCard, hasPicture: boolean): Promise<string> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const parts: string[] = [];
  const { x, y, size, radius } = PANEL;
  if (!hasPicture) {
    parts.push(
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="#fff3ef"/>`,
    );
  }
  // The panel's rounded frame: white outside its corners, a thin line on its edge.
  parts.push(
    `<path fill="#fff" fill-rule="evenodd" d="M${x - 1} ${y - 1}h${size + 2}v${size + 2}h-${size + 2}z M${x + radius} ${y}h${size - 2 * radius}a${radius} ${radius} 0 0 1 ${radius} ${radius}v${size - 2 * radius}a${radius} ${radius} 0 0 1 -${radius} ${radius}h-${size - 2 * radius}a${radius} ${radius} 0 0 1 -${radius} -${radius}v-${size - 2 * radius}a${radius} ${radius} 0 0 1 ${radius} -${radius}z"/>`,
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="none" stroke="#e5e7eb" stroke-width="2"/>`,
  );
  if (!hasPicture) {
    parts.push(logoSvg(x + size / 2 - 110, y + size / 2 - 110, 220));
  }

  const [market = ''] = await fitLines(card.market, STYLES.market, COLUMN.width, 1);
  parts.push(text(COLUMN.x, 118, STYLES.market, MUTED, market));
  const nameLines = await fitLines(card.name, STYLES.name, COLUMN.width, 2);
  nameLines.forEach((line, i) => {
    parts.push(text(COLUMN.x, 200 + i * NAME_LINE_HEIGHT, STYLES.name, INK, line));
  });
  const priceY = nameLines.length > 1 ? 380 : 330;
  const price = messages.feed.priceWon(groupDigits(card.price));
  parts.push(text(COLUMN.x - 4, priceY, await fittedSize(price, STYLES.price), INK, price));
  if (card.verdict && !card.ended) {
    const pill = (await textWidth(card.verdict, STYLES.verdict)) + 2 * VERDICT_PADDING;
    const top = priceY + 40;
    parts.push(
      `<rect x="${COLUMN.x}" y="${top}" width="${pill}" height="62" rx="31" fill="${BRAND_COLOR}"/>`,
      text(COLUMN.x + VERDICT_PADDING, top + 43, STYLES.verdict, '#fff', card.verdict),
    );
  }
  parts.push(
    logoSvg(COLUMN.x, 520, 60),
    text(COLUMN.x + 76, 564, STYLES.brand, BRAND_COLOR, messages.app.name),
  );

  if (card.ended) {
    const label = messages.feed.ended;
    parts.push(
      `<rect width="${width}" height="${height}" fill="#fff" fill-opacity="0.45"/>`,
      `<g transform="rotate(-8 ${width / 2} ${height / 2})">`,
      `<rect x="-100" y="${height / 2 - 85}" width="${width + 200}" height="170" fill="${INK}" fill-opacity="0.88"/>`,
      text(
        width / 2,
        height / 2 + 42,
        STYLES.ended,
        '#fff',
        label,
        ' text-anchor="middle" letter-spacing="24"',
      ),
      '</g>',
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/**
 * Draws a deal's share image, 1200×630: its picture on the left (the app's logo without one, grey
 * once ended), its market, name (two lines at most, cut with `…`), price and verdict on the right,
 * the app's name below, and `종료` across it all once the deal ended. The texts are an SVG overlay
 * (librsvg, fonts through fontconfig). JPEG: a photo with text is several times smaller than as
 * PNG (40 to 150 KB), and KakaoTalk's and Facebook's crawlers read it as they read PNG.
 */
export async function drawShareImage(card: ShareCard, picture: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = SHARE_IMAGE_SIZE;
  const fitted = picture && (await panelPicture(picture, card.ended));
  const layers: { input: Buffer; left: number; top: number }[] = [];
  if (fitted) {
    layers.push({ input: fitted, left: PANEL.x + PANEL.padding, top: PANEL.y + PANEL.padding });
  }
  layers.push({ input: Buffer.from(await overlay(card, fitted !== null)), left: 0, top: 0 });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer();
}
