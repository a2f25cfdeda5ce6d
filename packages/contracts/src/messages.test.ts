import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema, isErrorBody } from './errors';
import * as messages from './messages';

const HANGUL = /[가-힣]/;
/** Texts that are rightly not Korean: an address to type and a market's own name. */
const NOT_KOREAN = ['messages.auth.emailPlaceholder', 'messages.markets.SSG'];

/** Every string of the messages tree with its path (functions are left out). */
function strings(value: unknown, path = 'messages'): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

describe('messages', () => {
  it('are Korean, save the texts that name something foreign', () => {
    const texts = strings(messages);
    expect(texts.length).toBeGreaterThan(300);
    const foreign = texts.filter(([, text]) => !HANGUL.test(text)).map(([path]) => path);
    expect(foreign.sort()).toEqual([...NOT_KOREAN].sort());
  });

  it('have a Korean message for every error code, and none for a code that does not exist', () => {
    for (const code of ERROR_CODES) expect(messages.errors[code], code).toMatch(HANGUL);
    expect(Object.keys(messages.errors).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('build their texts with the values they are given', () => {
    expect(messages.auth.mail.findIdBody('mailer01')).toContain('mailer01');
    expect(messages.auth.mail.resetBody('https://akkyeo.test/r?t=1')).toContain(
      'https://akkyeo.test/r?t=1',
    );
    expect(messages.validation.field('price')).toContain('가격');
  });
});

describe('error body', () => {
  it('accepts the shape of every error reply and refuses anything less', () => {
    const body = { status: 404, code: 'NOT_FOUND', message: messages.errors.NOT_FOUND };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(isErrorBody(body)).toBe(true);
    expect(isErrorBody({ status: 404, code: 'NOT_FOUND' })).toBe(false);
    expect(isErrorBody({ ...body, status: '404' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
