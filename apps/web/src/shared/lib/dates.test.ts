import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './dates';

const now = new Date('2026-03-10T12:00:00+09:00');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatDate', () => {
  it('formats as YYYY년 MM월 DD일', () => {
    expect(formatDate(new Date('2024-02-05T10:00:00+09:00'))).toBe('2024년 02월 05일');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('reads a bare date as midnight in Korea and an ISO timestamp as its instant', () => {
    expect(formatDate('2024-02-05')).toBe('2024년 02월 05일');
    expect(formatDate('2024-02-05T23:59:00+09:00')).toBe('2024년 02월 05일');
  });

  it('writes the day in Korea whatever the time zone it runs in', () => {
    expect(formatDate('2024-02-05T15:30:00Z')).toBe('2024년 02월 06일');
    expect(formatDate('2024-02-05T14:59:59Z')).toBe('2024년 02월 05일');
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [0, '방금 전'],
    [59, '방금 전'],
    [60, '1분 전'],
    [59 * 60 + 59, '59분 전'],
    [3600, '1시간 전'],
    [23 * 3600, '23시간 전'],
    [24 * 3600, '1일 전'],
    [6 * 24 * 3600, '6일 전'],
  ])('%i seconds ago reads %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 24 * 3600), now)).toBe(formatDate(ago(7 * 24 * 3600)));
  });

  it('treats a time slightly in the future as just now', () => {
    expect(formatRelativeTime(ago(-30), now)).toBe('방금 전');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2026-03-10T11:30:00+09:00', now)).toBe('30분 전');
  });
});
