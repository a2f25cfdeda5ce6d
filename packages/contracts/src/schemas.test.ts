import { describe, expect, it } from 'vitest';
import { emailRequestSchema, joinRequestSchema, loginIdSchema } from './auth';
import { boardWriteSchema } from './board';
import { feedCreateRequestSchema, idParamSchema, isHttpUrl } from './feed';
import * as messages from './messages';
import { isSafeText, text } from './text';

const join = {
  id: 'deal_hunter1',
  password: 'Save!2024won',
  name: '아껴닉',
  email: ' Hunter@Example.com ',
};

describe('request schemas', () => {
  it('accept a join with the defaults filled in and the address trimmed', () => {
    expect(joinRequestSchema.parse(join)).toEqual({
      ...join,
      email: 'Hunter@Example.com',
      marketingAgreed: false,
    });
  });

  it.each(['Deal_hunter', '1deal', 'abc', 'deal-hunter', 'a'.repeat(17)])(
    'refuse the login ID %s with the Korean rule',
    (id) => {
      expect(loginIdSchema.safeParse(id).error?.issues[0]?.message).toBe(messages.auth.idFormat);
    },
  );

  it('refuse a malformed address with the Korean message', () => {
    const result = emailRequestSchema.safeParse({ email: 'not-an-address' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.auth.emailFormat]);
  });

  it('fill in a deal draft and refuse a link that is not http(s)', () => {
    const draft = { url: ' https://shop.example/p/1 ', name: '무선 키보드', price: 39_900 };
    expect(feedCreateRequestSchema.parse(draft)).toEqual({
      ...draft,
      url: 'https://shop.example/p/1',
      isFreeShipping: true,
      content: '',
      image: null,
      containImage: true,
    });
    for (const url of ['javascript:alert(1)', 'ftp://shop.example/p', 'https://', 'shop.example'])
      expect(feedCreateRequestSchema.safeParse({ ...draft, url }).success, url).toBe(false);
    expect(isHttpUrl('http://127.0.0.1:3000/a?b=c#d')).toBe(true);
    expect(isHttpUrl('https://user@shop.example/')).toBe(false);
  });

  it('require a board post’s category, named in Korean', () => {
    for (const category of [undefined, null, '', '잡담']) {
      const result = boardWriteSchema.safeParse({ content: '카테고리 없는 글입니다', category });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        messages.board.categoryRequired,
      ]);
    }
    expect(
      boardWriteSchema.parse({ content: '공지 분류의 글입니다', category: '공지' }).category,
    ).toBe('공지');
  });

  it('coerce a path id and refuse one that is not a positive 32-bit integer', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
  });
});

describe('text', () => {
  it('refuses NUL and unpaired surrogates in Korean, and keeps emoji', () => {
    for (const value of ['a\u0000b', '\ud800', 'x\udc00']) {
      expect(isSafeText(value)).toBe(false);
      expect(text().safeParse(value).error?.issues[0]?.message).toBe(
        messages.protection.unsafeText,
      );
    }
    expect(text().parse('아껴 😀')).toBe('아껴 😀');
  });
});
