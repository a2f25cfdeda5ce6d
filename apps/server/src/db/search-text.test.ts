import { describe, expect, it } from 'vitest';
import {
  isChosungKeyword,
  toBigrams,
  toChosung,
  toChosungKeywordGrams,
  toChosungSpanGrams,
  toKeywordGrams,
  toLikePattern,
  toSearchColumns,
  toSearchText,
} from './search-text';

describe('toSearchText', () => {
  it('lowercases, folds full-width ASCII and collapses whitespace', () => {
    expect(toSearchText('  Logitech   MX\tMaster\n３Ｓ ')).toBe('logitech mx master 3s');
    expect(toSearchText('삼다수　2L')).toBe('삼다수 2l');
  });

  it('composes decomposed Hangul (NFC)', () => {
    expect(toSearchText('삼다수'.normalize('NFD'))).toBe('삼다수');
  });
});

describe('toBigrams', () => {
  it('holds every character and every in-word bigram, once', () => {
    expect(toBigrams('삼다수 2L 삼다수').sort()).toEqual(
      ['2', '2l', 'l', '다', '다수', '삼', '삼다', '수'].sort(),
    );
  });

  it('never joins characters across words', () => {
    expect(toBigrams('진라면 매운맛')).not.toContain('면매');
    expect(toBigrams('진라면 매운맛').some((g) => g.includes(' '))).toBe(false);
  });

  it('is empty for blank text', () => {
    expect(toBigrams('   ')).toEqual([]);
  });
});

describe('toKeywordGrams', () => {
  it('is the bigrams of each word, or the word itself when it is one character', () => {
    expect(toKeywordGrams('진라면')).toEqual(['진라', '라면']);
    expect(toKeywordGrams('쌀 10KG')).toEqual(['쌀', '10', '0k', 'kg']);
  });

  it('is contained in the grams of any text containing the keyword', () => {
    const stored = new Set(toBigrams('오뚜기 진라면 매운맛 120g 40개'));
    for (const keyword of ['진라면', '라면', '매운맛 40개', '면', '120G']) {
      expect(toKeywordGrams(keyword).every((g) => stored.has(g))).toBe(true);
    }
  });
});

describe('toChosung', () => {
  it('keeps the initial consonant of each syllable, word by word, and drops everything else', () => {
    expect(toChosung('제주 삼다수 2L')).toBe('ㅈㅈ ㅅㄷㅅ');
    expect(toChosung('까까 ㅋㅋ')).toBe('ㄲㄲ ㅋㅋ');
    expect(toChosung('삼다수2L24병')).toBe('ㅅㄷㅅㅂ');
    expect(toChosung('MX Master')).toBe('');
    expect(toChosung('LG 울트라기어  모니터')).toBe('ㅇㅌㄹㄱㅇ ㅁㄴㅌ');
  });
});

describe('toChosungKeywordGrams', () => {
  it('is the consonant pairs inside each word of the keyword', () => {
    expect(toChosungKeywordGrams('ㅅㄷㅅ')).toEqual(['ㅅㄷ', 'ㄷㅅ']);
    expect(toChosungKeywordGrams('ㅅㄹ ㅁㅅ')).toEqual(['ㅅㄹ', 'ㅁㅅ']);
  });

  it('is contained in the grams of a text whose word holds the initials, not across words', () => {
    const stored = new Set(toSearchColumns('슬림 무선청소기').search_bigrams);
    expect(toChosungKeywordGrams('ㅁㅅㅊ').every((gram) => stored.has(gram))).toBe(true);
    expect(stored.has('ㄹㅁ')).toBe(false);
    expect(stored.has('ㄹ ㅁ')).toBe(true);
  });
});

describe('toChosungSpanGrams', () => {
  it('gives each consonant pair of the keyword, spaces ignored, inside a word or across one', () => {
    expect(toChosungSpanGrams('ㅅㄹ ㅁ')).toEqual([
      ['ㅅㄹ', 'ㅅ ㄹ'],
      ['ㄹㅁ', 'ㄹ ㅁ'],
    ]);
    const stored = new Set(toSearchColumns('삼 다 수 500ml').search_bigrams);
    expect(
      toChosungSpanGrams('ㅅㄷㅅ').every((grams) => grams.some((gram) => stored.has(gram))),
    ).toBe(true);
  });
});

describe('isChosungKeyword', () => {
  it('is true for consonants only', () => {
    expect(isChosungKeyword('ㅅㄷㅅ')).toBe(true);
    expect(isChosungKeyword('ㅈㄹㅁ ㅁㅇㅁ')).toBe(true);
    expect(isChosungKeyword('삼ㄷㅅ')).toBe(false);
    expect(isChosungKeyword('abc')).toBe(false);
    expect(isChosungKeyword('')).toBe(false);
  });
});

describe('toLikePattern', () => {
  it('escapes like wildcards and normalises', () => {
    expect(toLikePattern(' 100%_OFF\\ ')).toBe('%100\\%\\_off\\\\%');
  });
});

describe('toSearchColumns', () => {
  it('joins the non-empty parts', () => {
    expect(toSearchColumns('제주 삼다수', null, '쿠팡')).toMatchObject({
      search_text: '제주 삼다수 쿠팡',
      search_chosung: 'ㅈㅈ ㅅㄷㅅ ㅋㅍ',
    });
  });
});
