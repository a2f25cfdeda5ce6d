import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareImage, type ShareCard } from './draw';
import { verdictLine } from './share-image';
import { fitLines, textWidth } from './text-fit';

const NAME = { bold: true, size: 50 };

describe('fitting a name into the share image', () => {
  it('keeps a short name on one line', async () => {
    expect(await fitLines('  갤럭시 버즈3   프로 ', NAME, 520, 2)).toEqual(['갤럭시 버즈3 프로']);
  });

  it('breaks a long name at spaces and cuts the second line with …, each within the width', async () => {
    const name = '다이슨 V12 디텍트 슬림 컴플리트 무선청소기 2024년형 최신 모델 정품 사은품 증정';
    const lines = await fitLines(name, NAME, 520, 2);
    expect(lines).toHaveLength(2);
    expect(name.startsWith(lines[0]!)).toBe(true);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(await textWidth(line, NAME)).toBeLessThanOrEqual(520);
    // The first line holds every word that fits: one more would not.
    const next = name.slice(lines[0]!.length).trim().split(' ')[0];
    expect(await textWidth(`${lines[0]} ${next}`, NAME)).toBeGreaterThan(520);
  });

  it('breaks inside a word too long for a line', async () => {
    const lines = await fitLines('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 케이블', NAME, 300, 2);
    expect(lines[0]!.length).toBeGreaterThan(3);
    expect('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.startsWith(lines[0]!)).toBe(true);
    for (const line of lines) expect(await textWidth(line, NAME)).toBeLessThanOrEqual(300);
  });
});

describe('the verdict on the share image', () => {
  const history = { points: [], lowest: 90_000, usual: 100_000, current: 88_000 };
  it('says 역대최저 or 평소보다 N% 저렴, and nothing otherwise', () => {
    expect(verdictLine({ ...history, isLowestPrice: true })).toBe('역대최저');
    expect(verdictLine({ ...history, isLowestPrice: false })).toBe('평소보다 12% 저렴');
    expect(verdictLine({ ...history, current: 120_000, isLowestPrice: false })).toBeNull();
    expect(verdictLine({ ...history, usual: null, isLowestPrice: false })).toBeNull();
  });
});

describe('drawing a share image', () => {
  const card: ShareCard = {
    name: '</text><script>alert("x")</script> & 에어팟 프로 2세대',
    price: 249_000,
    market: '<쿠팡>',
    verdict: '역대최저',
    ended: false,
  };

  it('draws 1200×630 JPEG from any text, the same bytes for the same card', async () => {
    const first = await drawShareImage(card, null);
    expect(await sharp(first).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    expect((await drawShareImage(card, null)).equals(first)).toBe(true);
    expect((await drawShareImage({ ...card, ended: true }, null)).equals(first)).toBe(false);
  });

  it('draws without a picture it cannot decode', async () => {
    const drawn = await drawShareImage(card, Buffer.from('not an image'));
    expect(await sharp(drawn).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
