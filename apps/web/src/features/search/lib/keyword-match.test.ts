import { describe, expect, it } from 'vitest';
import { keywordPattern, snippetAround, splitByKeyword } from './keyword-match';

describe('keyword matching for display', () => {
  it('marks every word case-insensitively and treats regex characters literally', () => {
    expect(splitByKeyword('Logitech MX Master 3S', 'mx master')).toEqual([
      'Logitech ',
      'MX',
      ' ',
      'Master',
      ' 3S',
    ]);
    expect(splitByKeyword('100% 순면 (대)', '% (대)')).toEqual(['100', '%', ' 순면 ', '(대)', '']);
  });

  it('marks nothing for blank or 초성 keywords', () => {
    expect(keywordPattern('  ')).toBeNull();
    expect(keywordPattern('ㅅㄷㅅ')).toBeNull();
    expect(splitByKeyword('제주 삼다수', 'ㅅㄷㅅ')).toEqual(['제주 삼다수']);
  });

  it('starts a snippet a little before the first match', () => {
    const text = `${'가'.repeat(50)} 삼다수 ${'나'.repeat(200)}`;
    const snippet = snippetAround(text, '삼다수', 40, 10);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('삼다수');
    expect(snippetAround('짧은 글', '없음')).toBe('짧은 글');
  });
});
