import { describe, expect, it } from 'vitest';
import {
  keywordGrams,
  matchesPhrase,
  matchesWords,
  neverMatches,
  toMatchText,
} from './keyword-match';
import { quietWindowEnd } from './quiet-hours';

const matches = (name: string, phrase: string) => {
  const text = toMatchText(name);
  const grams = new Set(text.grams);
  const viaIndex = keywordGrams(phrase).every((gram) => grams.has(gram));
  const exact = matchesPhrase(text, phrase);
  if (exact) expect(viaIndex, `${phrase} in ${name}: the index must find it`).toBe(true);
  return exact;
};

describe('keyword matching', () => {
  it.each([
    ['갤럭시 버즈 3 프로', '버즈3프로'],
    ['갤럭시 버즈3 프로 199,000원', '버즈 프로'],
    ['ＡＩＲＰＯＤＳ Pro 2', 'airpods'],
    ['Apple AirPods', 'AIRPODS'],
    ['고성능 세탁 바구니', 'ㄱㅅㄴ'],
    ['삼다수 2L', 'ㅅㄷㅅ'],
    ['아이폰 15 케이스', '15'],
    ['버즈 3', '버즈 3'],
  ])('%s matches %s', (name, phrase) => {
    expect(matches(name, phrase)).toBe(true);
  });

  it.each([
    ['갤럭시 버즈3 프로', '버즈4'],
    ['버즈', '버즈 프로'],
    ['삼성 노트북', 'ㄱㅅㅂ'],
    ['에어팟', '에어팟맥스'],
  ])('%s does not match %s', (name, phrase) => {
    expect(matches(name, phrase)).toBe(false);
  });

  it('gives every keyword at least one gram', () => {
    for (const keyword of ['버즈', 'ㄱㅅ', 'a b', '가 나']) {
      expect(keywordGrams(keyword).length).toBeGreaterThan(0);
    }
  });
});

describe('rules no name can match', () => {
  const NAMES = [
    '상품권 10만원',
    '오뚜기 진라면 상품',
    '삼다수 2L',
    'ＡＩＲＰＯＤＳ Pro',
    '고성능 세탁 바구니',
  ];

  it.each([
    ['상품', ['상품']],
    ['상품권', ['상품']],
    ['오뚜기 진라면', ['라면 오뚜']],
    ['AirPods', ['ａｉｒ']],
    ['ㄱㅅㄴ', ['ㅅㄴ']],
    ['', []],
  ])('%s excluding %j matches nothing, whatever the name', (keyword, excludes) => {
    expect(neverMatches({ keyword, excludes })).toBe(true);
    for (const name of NAMES)
      expect(matchesWords(toMatchText(name), { keyword, excludes })).toBe(false);
  });

  it.each([
    ['상품', ['상품권']],
    ['오뚜 기', ['오뚜기']],
    ['ㄱㅅㄴ', ['고성']],
    ['고성능', ['ㄱㅅ']],
    ['버즈', []],
  ])('%s excluding %j may match', (keyword, excludes) => {
    expect(neverMatches({ keyword, excludes })).toBe(false);
  });
});

describe('quiet hours', () => {
  const at = (kst: string) => new Date(`${kst}+09:00`);
  const night = { quiet_enabled: true, quiet_start: '23:00', quiet_end: '07:00' };

  it('end at the next quiet_end when inside a window that crosses midnight', () => {
    expect(quietWindowEnd(night, at('2025-03-01T23:30:00'))).toEqual(at('2025-03-02T07:00:00'));
    expect(quietWindowEnd(night, at('2025-03-02T02:10:30'))).toEqual(at('2025-03-02T07:00:00'));
  });

  it('are null outside the window, when off, or when empty', () => {
    expect(quietWindowEnd(night, at('2025-03-02T07:00:00'))).toBeNull();
    expect(quietWindowEnd(night, at('2025-03-02T12:00:00'))).toBeNull();
    expect(
      quietWindowEnd({ ...night, quiet_enabled: false }, at('2025-03-02T01:00:00')),
    ).toBeNull();
    expect(quietWindowEnd({ ...night, quiet_end: '23:00' }, at('2025-03-02T23:30:00'))).toBeNull();
  });

  it('hold a daytime window', () => {
    const lunch = { quiet_enabled: true, quiet_start: '12:00', quiet_end: '13:30' };
    expect(quietWindowEnd(lunch, at('2025-03-02T12:45:00'))).toEqual(at('2025-03-02T13:30:00'));
    expect(quietWindowEnd(lunch, at('2025-03-02T11:59:00'))).toBeNull();
  });
});
