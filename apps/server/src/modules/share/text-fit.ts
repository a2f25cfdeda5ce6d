import { loadSharp } from '../../lib/sharp';
import { xmlText } from '../../lib/xml-text';

/**
 * The fonts the share image names, first the one CI and the Debian image install
 * (`fonts-noto-cjk`); fontconfig takes the first it has, else any with Hangul.
 */
export const SHARE_FONT_FAMILIES = [
  'Noto Sans CJK KR',
  'Noto Sans KR',
  'NanumGothic',
  'sans-serif',
];

/** How a line of text is drawn: its weight and its size in px. */
export interface TextStyle {
  bold: boolean;
  size: number;
}

const ELLIPSIS = '…';

/**
 * The width in px of `text` drawn in `style`, measured by Pango through sharp: the layout librsvg
 * gives the same text in the SVG overlay (the same fonts through fontconfig).
 */
export async function textWidth(text: string, style: TextStyle): Promise<number> {
  if (text.trim() === '') return 0;
  const sharp = await loadSharp();
  const font = `${SHARE_FONT_FAMILIES.join(',')} ${style.bold ? 'Bold' : 'Regular'} ${style.size}`;
  const { info } = await sharp({ text: { text: xmlText(text), font, dpi: 72 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

/** The largest n in [0, max] for which `fits(n)` holds, `fits` holding for every n below one that does. */
async function largestFitting(max: number, fits: (n: number) => Promise<boolean>): Promise<number> {
  let low = 0;
  let high = max;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * `text` broken into at most `maxLines` lines of at most `width` px: at spaces where it can, inside
 * a word too long for a line, and the last line cut with `…` when the text goes on.
 */
export async function fitLines(
  text: string,
  style: TextStyle,
  width: number,
  maxLines: number,
): Promise<string[]> {
  const fits = async (line: string) => (await textWidth(line, style)) <= width;
  let words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  while (words.length > 0 && lines.length < maxLines) {
    if (lines.length === maxLines - 1) {
      const rest = words.join(' ');
      if (await fits(rest)) return [...lines, rest];
      const chars = Array.from(rest);
      const cut = await largestFitting(chars.length, (n) =>
        fits(chars.slice(0, n).join('').trimEnd() + ELLIPSIS),
      );
      return [...lines, chars.slice(0, cut).join('').trimEnd() + ELLIPSIS];
    }
    const count = await largestFitting(words.length, (n) => fits(words.slice(0, n).join(' ')));
    if (count > 0) {
      lines.push(words.slice(0, count).join(' '));
      words = words.slice(count);
      continue;
    }
    // The first word alone is too long for a line: as much of it as fits.
    const chars = Array.from(words[0]!);
    const cut = Math.max(
      1,
      await largestFitting(chars.length, (n) => fits(chars.slice(0, n).join(''))),
    );
    lines.push(chars.slice(0, cut).join(''));
    words = [chars.slice(cut).join(''), ...words.slice(1)].filter(Boolean);
  }
  return lines;
}
