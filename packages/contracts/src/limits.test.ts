import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import { nicknameSchema, passwordSchema } from './auth';
import { boardEditSchema, boardWriteSchema } from './board';
import { commentCreateRequestSchema } from './comment';
import {
  BOARD_CONTENT_MAX_LENGTH,
  BOARD_CONTENT_MIN_EXCLUSIVE,
  BOARD_IMAGE_MAX_COUNT,
  COMMENT_MAX_LENGTH,
  FIRST_PAGE,
  MAX_PAGE_SIZE,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import * as messages from './messages';
import { pageQuerySchema } from './paging';

/** The messages a value gets from a schema; empty when it is accepted. */
function problems(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

/** A password of `length` characters that meets every other rule. */
const password = (length: number) => `Ab1!${'x'.repeat(length - 4)}`;

describe('the schemas enforce the limits in constants', () => {
  it('nickname length', () => {
    expect(problems(nicknameSchema, '닉'.repeat(NICKNAME_MIN_LENGTH))).toEqual([]);
    expect(problems(nicknameSchema, '닉'.repeat(NICKNAME_MAX_LENGTH))).toEqual([]);
    for (const length of [NICKNAME_MIN_LENGTH - 1, NICKNAME_MAX_LENGTH + 1]) {
      expect(problems(nicknameSchema, '닉'.repeat(length))).toEqual([
        messages.member.nicknameLength,
      ]);
    }
    expect(nicknameSchema.parse(`  ${'닉'.repeat(NICKNAME_MAX_LENGTH)}  `)).toHaveLength(
      NICKNAME_MAX_LENGTH,
    );
  });

  it('password length', () => {
    expect(problems(passwordSchema, password(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(problems(passwordSchema, password(PASSWORD_MAX_LENGTH))).toEqual([]);
    for (const length of [PASSWORD_MIN_LENGTH - 1, PASSWORD_MAX_LENGTH + 1]) {
      expect(problems(passwordSchema, password(length))).toEqual([messages.auth.passwordPolicy]);
    }
  });

  it('board content length, counted once trimmed', () => {
    const content = (length: number) => ({
      content: `  ${'가'.repeat(length)}  `,
      category: '자유',
    });
    expect(problems(boardWriteSchema, content(BOARD_CONTENT_MIN_EXCLUSIVE + 1))).toEqual([]);
    expect(problems(boardWriteSchema, content(BOARD_CONTENT_MAX_LENGTH))).toEqual([]);
    expect(problems(boardWriteSchema, content(BOARD_CONTENT_MIN_EXCLUSIVE))).toEqual([
      messages.board.contentTooShort,
    ]);
    expect(problems(boardWriteSchema, content(BOARD_CONTENT_MAX_LENGTH + 1))).toEqual([
      messages.board.contentTooLong,
    ]);
    expect(problems(boardWriteSchema, { content: '   ', category: '자유' })).toContain(
      messages.board.contentRequired,
    );
  });

  it('images a board edit may remove', () => {
    const paths = (count: number) => Array.from({ length: count }, (_, i) => `/cdn/board/${i}`);
    const edit = { content: '사진을 바꾼 게시글입니다', category: '정보' as const };
    expect(boardEditSchema.parse({ ...edit, removeImg: paths(BOARD_IMAGE_MAX_COUNT) })).toEqual({
      ...edit,
      dealId: null,
      removeImg: paths(BOARD_IMAGE_MAX_COUNT),
    });
    expect(
      problems(boardEditSchema, { ...edit, removeImg: paths(BOARD_IMAGE_MAX_COUNT + 1) }),
    ).not.toEqual([]);
  });

  it('comment length', () => {
    const comment = (length: number) => ({ content: '댓'.repeat(length) });
    expect(commentCreateRequestSchema.parse(comment(COMMENT_MAX_LENGTH))).toEqual({
      ...comment(COMMENT_MAX_LENGTH),
      parentId: null,
    });
    expect(problems(commentCreateRequestSchema, comment(COMMENT_MAX_LENGTH + 1))).not.toEqual([]);
    expect(problems(commentCreateRequestSchema, { content: '  ' })).not.toEqual([]);
  });

  it('page size and first page', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: FIRST_PAGE, size: PAGE_SIZE });
    expect(pageQuerySchema.parse({ size: String(MAX_PAGE_SIZE) }).size).toBe(MAX_PAGE_SIZE);
    expect(problems(pageQuerySchema, { size: MAX_PAGE_SIZE + 1 })).not.toEqual([]);
    expect(problems(pageQuerySchema, { size: 0 })).not.toEqual([]);
  });
});
