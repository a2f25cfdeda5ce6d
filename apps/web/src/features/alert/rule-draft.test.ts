import { describe, expect, it } from 'vitest';
import { emptyDraft, priceDigits, toPreviewQuery, toRequest, withExclude } from './rule-draft';

describe('rule draft', () => {
  it('keeps the digits of a typed price', () => {
    expect(priceDigits('200,000원')).toBe('200000');
    expect(priceDigits('007')).toBe('7');
    expect(priceDigits('0')).toBe('0');
    expect(priceDigits('')).toBe('');
  });

  it('adds an exclude word once, trimmed', () => {
    const once = withExclude(emptyDraft, ' 케이스 ');
    expect(once.excludes).toEqual(['케이스']);
    expect(withExclude(once, '케이스')).toBe(once);
    expect(withExclude(once, '  ')).toBe(once);
  });

  it('asks for a preview once the keyword has two characters', () => {
    expect(toPreviewQuery({ ...emptyDraft, keyword: ' 버 ' })).toBeNull();
    expect(toPreviewQuery({ ...emptyDraft, keyword: '버즈', maxPrice: '' })).toEqual({
      keyword: '버즈',
      excludes: [],
      maxPrice: undefined,
      sources: [],
      freeShippingOnly: undefined,
    });
  });

  it('sends a blank price as no limit', () => {
    expect(toRequest({ ...emptyDraft, keyword: ' 버즈 ' })).toMatchObject({
      keyword: '버즈',
      maxPrice: null,
    });
    expect(toRequest({ ...emptyDraft, keyword: '버즈', maxPrice: '199000' }).maxPrice).toBe(
      199_000,
    );
  });
});
