import { messages } from '@akkyeo/contracts';

type DateInput = string | number | Date;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_DAYS = 7;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Korean time: UTC+9 all year (no daylight saving). */
const KST_OFFSET_MS = 9 * 3_600_000;

/** The instant of an ISO string, epoch milliseconds or a Date; a bare `YYYY-MM-DD` is midnight in Korea. */
function toTime(value: DateInput): number {
  if (typeof value === 'string' && DATE_ONLY.test(value))
    return new Date(`${value}T00:00:00+09:00`).getTime();
  return new Date(value).getTime();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * 'YYYY년 MM월 DD일' of the day in Korea, wherever the code runs (the server drawing a screen and
 * the phone hydrating it write the same day); an invalid date gives an empty string.
 */
export function formatDate(value: DateInput): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const korean = new Date(time + KST_OFFSET_MS);
  return messages.time.date(
    pad(korean.getUTCFullYear(), 4),
    pad(korean.getUTCMonth() + 1, 2),
    pad(korean.getUTCDate(), 2),
  );
}

/** '방금 전', 'n분 전', 'n시간 전', 'n일 전', then the full date. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const seconds = Math.trunc((toTime(now) - time) / 1000);
  if (seconds < MINUTE) return messages.time.justNow;
  if (seconds < HOUR) return messages.time.minutesAgo(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return messages.time.hoursAgo(Math.floor(seconds / HOUR));
  if (seconds < RELATIVE_DAYS * DAY) return messages.time.daysAgo(Math.floor(seconds / DAY));
  return formatDate(time);
}
