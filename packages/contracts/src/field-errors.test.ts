import { describe, expect, it } from 'vitest';
import { feedCreateRequestSchema } from './feed';
import { fieldErrorMessage } from './field-errors';
import * as messages from './messages';

function messagesOf(body: unknown): Record<string, string> {
  const result = feedCreateRequestSchema.safeParse(body, { reportInput: true });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.join('.')] ??= fieldErrorMessage(issue.path.join('.'), issue);
  }
  return found;
}

const valid = { url: 'https://shop.example/p/1', name: '무선 키보드', price: 39_900 };

describe('fieldErrorMessage', () => {
  it('names every missing field of an empty deal form in Korean', () => {
    expect(messagesOf({})).toEqual({
      url: '상품 링크를 입력해주세요.',
      name: '제목을 입력해주세요.',
      price: '가격을 입력해주세요.',
    });
    expect(messagesOf({ ...valid, name: '   ', url: '' })).toEqual({
      url: '상품 링크를 입력해주세요.',
      name: '제목을 입력해주세요.',
    });
  });

  it('says what is wrong with a price, with its unit', () => {
    expect(messagesOf({ ...valid, price: -500 })).toEqual({
      price: '가격은 0원 이상으로 입력해주세요.',
    });
    expect(messagesOf({ ...valid, price: 99_999_999_999_999 })).toEqual({
      price: '가격은 1,000,000,000원 이하로 입력해주세요.',
    });
    expect(messagesOf({ ...valid, price: 10.5 })).toEqual({
      price: '가격은 소수점 없이 입력해주세요.',
    });
    expect(messagesOf({ ...valid, price: 'abc' })).toEqual({
      price: '가격은 숫자로 입력해주세요.',
    });
  });

  it('refuses a javascript: link and an image address that is not http(s)', () => {
    expect(messagesOf({ ...valid, url: 'javascript:alert(1)', image: 'ftp://x/y.png' })).toEqual({
      url: '상품 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
      image: '이미지 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
    });
  });

  it('counts characters of long text and falls back for fields it does not name', () => {
    expect(messagesOf({ ...valid, shoppingMall: '가'.repeat(51) })).toEqual({
      shoppingMall: '판매처는 50자 이하로 입력해주세요.',
    });
    expect(
      fieldErrorMessage('items.0.name', { code: 'too_small', origin: 'string', minimum: 1 }),
    ).toBe('제목을 입력해주세요.');
    expect(fieldErrorMessage('constructor')).toBe(messages.errors.VALIDATION_FAILED);
    expect(messages.validation.field('size')).toBe('페이지 크기를 확인해주세요.');
    expect(messages.validation.field('zzz')).toBe('입력값을 확인해주세요.');
  });
});
