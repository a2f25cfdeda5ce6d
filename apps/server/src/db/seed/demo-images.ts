import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../../lib/sharp';
import type { ProductKind } from './demo-deals';

/** Where seed images go, below the uploads directory (served under /cdn/). */
export const SEED_IMAGE_DIR = 'seed';
const THUMB_WIDTH = 240;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

const PRODUCT_SHAPES: Record<ProductKind, (accent: string) => string> = {
  bottle: (a) => `
    <rect x="262" y="92" width="76" height="34" rx="8" fill="${a}"/>
    <rect x="272" y="122" width="56" height="48" fill="#eef6fb"/>
    <rect x="195" y="160" width="210" height="340" rx="48" fill="#f8fbff"/>
    <rect x="195" y="270" width="210" height="110" fill="${a}" opacity="0.85"/>`,
  box: (a) => `
    <polygon points="300,140 470,215 300,290 130,215" fill="#fff7ea"/>
    <polygon points="130,215 300,290 300,480 130,405" fill="#f1dcc0"/>
    <polygon points="470,215 300,290 300,480 470,405" fill="#e2c59f"/>
    <polygon points="175,235 215,255 215,330 175,310" fill="${a}"/>`,
  can: (a) => `
    <rect x="205" y="150" width="190" height="320" fill="#f4f4f4"/>
    <ellipse cx="300" cy="470" rx="95" ry="26" fill="#dcdcdc"/>
    <rect x="205" y="240" width="190" height="130" fill="${a}"/>
    <ellipse cx="300" cy="150" rx="95" ry="26" fill="#e9e9e9" stroke="#cfcfcf" stroke-width="4"/>`,
  device: (a) => `
    <rect x="185" y="110" width="230" height="390" rx="34" fill="#2b2f36"/>
    <rect x="203" y="140" width="194" height="320" rx="10" fill="${a}"/>
    <circle cx="300" cy="480" r="9" fill="#555b66"/>`,
  round: (a) => `
    <rect x="95" y="270" width="70" height="26" rx="12" fill="#444"/>
    <rect x="435" y="270" width="70" height="26" rx="12" fill="#444"/>
    <ellipse cx="300" cy="330" rx="150" ry="140" fill="${a}"/>
    <ellipse cx="300" cy="215" rx="150" ry="34" fill="#ffffff" opacity="0.55"/>
    <circle cx="300" cy="175" r="18" fill="#444"/>`,
  bag: (a) => `
    <path d="M190 150 L410 150 L430 470 Q300 500 170 470 Z" fill="#fffdf8"/>
    <path d="M190 150 L205 130 L220 150 L235 130 L250 150 L265 130 L280 150 L295 130 L310 150 L325 130 L340 150 L355 130 L370 150 L385 130 L400 150 L410 150 Z" fill="#eee"/>
    <rect x="215" y="260" width="170" height="120" rx="16" fill="${a}"/>`,
  shoe: (a) => `
    <path d="M110 360 Q120 250 210 240 L290 300 Q380 320 470 330 Q510 340 500 390 L110 390 Z" fill="#fafafa"/>
    <rect x="100" y="385" width="410" height="40" rx="18" fill="${a}"/>
    <path d="M230 270 L300 310 M250 255 L320 300" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  book: (a) => `
    <rect x="175" y="120" width="260" height="360" rx="8" fill="#fffef9"/>
    <rect x="165" y="120" width="40" height="360" rx="6" fill="${a}"/>
    <rect x="235" y="190" width="170" height="16" rx="8" fill="#d8d8d8"/>
    <rect x="235" y="225" width="130" height="16" rx="8" fill="#d8d8d8"/>`,
};

function dealSvg(kind: ProductKind, hue: number): string {
  const accent = hsl(hue + 180, 55, 48);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 88)}"/><stop offset="1" stop-color="${hsl(hue + 35, 65, 72)}"/>
    </linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <ellipse cx="300" cy="515" rx="200" ry="28" fill="#000" opacity="0.12"/>
    ${PRODUCT_SHAPES[kind](accent)}
    <circle cx="520" cy="80" r="44" fill="${hsl(hue + 180, 70, 55)}"/>
    <circle cx="505" cy="65" r="8" fill="#fff"/><circle cx="535" cy="95" r="8" fill="#fff"/>
    <path d="M538 58 L502 102" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
  </svg>`;
}

const SCENES = [
  (w: number, h: number, hue: number) => `
    <rect width="${w}" height="${h}" fill="${hsl(hue + 190, 70, 80)}"/>
    <circle cx="${w * 0.75}" cy="${h * 0.25}" r="${w * 0.09}" fill="${hsl(45, 95, 65)}"/>
    <polygon points="0,${h * 0.75} ${w * 0.3},${h * 0.4} ${w * 0.6},${h * 0.75}" fill="${hsl(hue + 120, 35, 45)}"/>
    <polygon points="${w * 0.35},${h * 0.75} ${w * 0.7},${h * 0.35} ${w},${h * 0.75}" fill="${hsl(hue + 130, 30, 35)}"/>
    <rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="${hsl(hue + 100, 45, 55)}"/>`,
  (w: number, h: number, hue: number) => `
    <rect width="${w}" height="${h}" fill="${hsl(hue + 20, 35, 55)}"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.36}" fill="#fafafa"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.26}" fill="#eee"/>
    <circle cx="${w * 0.45}" cy="${h * 0.47}" r="${Math.min(w, h) * 0.1}" fill="${hsl(hue, 75, 55)}"/>
    <circle cx="${w * 0.57}" cy="${h * 0.55}" r="${Math.min(w, h) * 0.08}" fill="${hsl(hue + 90, 60, 45)}"/>`,
  (w: number, h: number, hue: number) => `
    <rect width="${w}" height="${h}" fill="${hsl(hue, 30, 90)}"/>
    <rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${hsl(30, 40, 55)}"/>
    <rect x="${w * 0.3}" y="${h * 0.25}" width="${w * 0.4}" height="${h * 0.3}" rx="10" fill="#2b2f36"/>
    <rect x="${w * 0.32}" y="${h * 0.27}" width="${w * 0.36}" height="${h * 0.26}" fill="${hsl(hue + 200, 60, 60)}"/>
    <rect x="${w * 0.47}" y="${h * 0.55}" width="${w * 0.06}" height="${h * 0.13}" fill="#555"/>
    <circle cx="${w * 0.15}" cy="${h * 0.55}" r="${w * 0.07}" fill="${hsl(120, 45, 40)}"/>
    <rect x="${w * 0.11}" y="${h * 0.58}" width="${w * 0.08}" height="${h * 0.1}" fill="${hsl(15, 55, 50)}"/>`,
];

function boardSvg(index: number, width: number, height: number): string {
  const scene = SCENES[index % SCENES.length] as (typeof SCENES)[number];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${scene(width, height, index * 53)}</svg>`;
}

function avatarSvg(index: number): string {
  const hue = index * 67;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
    <rect width="160" height="160" fill="${hsl(hue, 60, 80)}"/>
    <circle cx="80" cy="64" r="30" fill="${hsl(hue, 45, 45)}"/>
    <ellipse cx="80" cy="150" rx="52" ry="46" fill="${hsl(hue, 45, 45)}"/>
  </svg>`;
}

async function renderWebp(svg: string, width?: number): Promise<Buffer> {
  const image = (await loadSharp())(Buffer.from(svg));
  return (width ? image.resize({ width }) : image).webp({ quality: 72, effort: 2 }).toBuffer();
}

export interface SeedImage {
  /** CDN-relative path. */
  path: string;
  thumbPath?: string;
  width: number;
  height: number;
}

/** Where the demo images go: the store's `put`. */
export type PutImage = (key: string, data: Buffer, contentType: string) => Promise<void>;

/**
 * Stores every demo image under `seed/`. Each image is read from `prebuiltDir/<key>` when a build
 * rendered it there (see cli/prepare-release.ts), otherwise rendered now.
 */
export async function writeDemoImages(
  put: PutImage,
  counts: { deals: ProductKind[]; boardImages: number; avatars: number },
  prebuiltDir?: string,
): Promise<{ deals: SeedImage[]; boards: SeedImage[]; avatars: SeedImage[] }> {
  const { deals, boards, avatars } = demoImagePlan(counts);
  const store = async (key: string, svg: string, width?: number) => {
    const prebuilt = prebuiltDir
      ? await readFile(join(prebuiltDir, key)).catch(() => undefined)
      : undefined;
    await put(key, prebuilt ?? (await renderWebp(svg, width)), 'image/webp');
  };
  await Promise.all([
    ...[...deals, ...avatars].map(({ image, svg }) => store(image.path, svg)),
    ...boards.flatMap(({ image, svg }) => [
      store(image.path, svg),
      store(image.thumbPath, svg, THUMB_WIDTH),
    ]),
  ]);
  return {
    deals: deals.map((d) => d.image),
    boards: boards.map((b) => b.image),
    avatars: avatars.map((a) => a.image),
  };
}

/** Renders every demo image into `dir/<key>` (what writeDemoImages then reads instead of rendering). */
export async function prerenderDemoImages(
  dir: string,
  counts: { deals: ProductKind[]; boardImages: number; avatars: number },
): Promise<void> {
  await mkdir(join(dir, SEED_IMAGE_DIR), { recursive: true });
  await writeDemoImages((key, data) => writeFile(join(dir, key), data), counts);
}

function demoImagePlan(counts: { deals: ProductKind[]; boardImages: number; avatars: number }) {
  const rel = (name: string) => `${SEED_IMAGE_DIR}/${name}`;
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  const deals = counts.deals.map((kind, i) => ({
    image: { path: rel(`deal-${pad(i)}.webp`), width: 600, height: 600 },
    svg: dealSvg(kind, i * 37),
  }));
  const boards = Array.from({ length: counts.boardImages }, (_, i) => {
    const [width, height] = i % 3 === 2 ? [600, 800] : [800, 600];
    return {
      image: {
        path: rel(`board-${pad(i)}.webp`),
        thumbPath: rel(`board-${pad(i)}-thumb.webp`),
        width,
        height,
      },
      svg: boardSvg(i, width, height),
    };
  });
  const avatars = Array.from({ length: counts.avatars }, (_, i) => ({
    image: { path: rel(`avatar-${pad(i)}.webp`), width: 160, height: 160 },
    svg: avatarSvg(i),
  }));
  return { deals, boards, avatars };
}
