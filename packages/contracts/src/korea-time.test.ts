import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  kstDayAt,
  kstDayKey,
  kstDayNumber,
  kstMinuteOfDay,
  nextKstTime,
} from './korea-time';

const at = (iso: string) => new Date(iso);

describe('Korea time (UTC+9, no daylight saving)', () => {
  it('turns the Korean date over at 15:00 UTC', () => {
    expect(kstDayKey(at('2026-11-27T14:59:59.999Z'))).toBe('2026-11-27');
    expect(kstDayKey(at('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
    expect(kstDayKey(at('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(
      kstDayNumber(at('2026-11-27T15:00:00Z')) - kstDayNumber(at('2026-11-27T14:59:59Z')),
    ).toBe(1);
    expect(kstDayNumber(at('1970-01-01T15:00:00Z'))).toBe(1);
  });

  it('keeps the same offset in summer and winter', () => {
    expect(kstMinuteOfDay(at('2026-07-01T00:00:00Z'))).toBe(9 * 60);
    expect(kstMinuteOfDay(at('2026-01-01T00:00:00Z'))).toBe(9 * 60);
  });

  it('counts the minute of the Korean day from 00:00 to 23:59', () => {
    expect(kstMinuteOfDay(at('2026-11-27T15:00:00Z'))).toBe(0);
    expect(kstMinuteOfDay(at('2026-11-27T14:59:59Z'))).toBe(24 * 60 - 1);
    expect(kstMinuteOfDay(at('2026-11-26T22:30:59Z'))).toBe(clockMinutes('07:30'));
  });

  it('places a minute on the Korean day of an instant, past midnight too', () => {
    expect(kstDayAt(at('2026-11-27T14:59:00Z'), clockMinutes('07:35')).toISOString()).toBe(
      '2026-11-26T22:35:00.000Z',
    );
    expect(kstDayAt(at('2026-11-27T15:00:00Z'), 24 * 60 + 1).toISOString()).toBe(
      '2026-11-28T15:01:00.000Z',
    );
  });

  it('finds the next instant the Korean clock reads HH:MM, strictly after now', () => {
    expect(nextKstTime(at('2026-11-26T21:00:00Z'), '07:30').toISOString()).toBe(
      '2026-11-26T22:30:00.000Z',
    );
    expect(nextKstTime(at('2026-11-26T22:30:00Z'), '07:30').toISOString()).toBe(
      '2026-11-27T22:30:00.000Z',
    );
    expect(nextKstTime(at('2026-11-27T14:59:00Z'), '00:00').toISOString()).toBe(
      '2026-11-27T15:00:00.000Z',
    );
    expect(nextKstTime(at('2026-11-27T15:00:00Z'), '00:00').toISOString()).toBe(
      '2026-11-28T15:00:00.000Z',
    );
  });
});
