import { messages } from '@akkyeo/contracts';
import { dayjs } from './dayjs';

type DateInput = string | number | Date;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_DAYS = 7;

/** 'YYYY년 MM월 DD일' in Korean locale; an invalid date gives an empty string. */
export function formatDate(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(messages.time.dateFormat) : '';
}

/** '방금 전', 'n분 전', 'n시간 전', 'n일 전', then the full date. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const seconds = dayjs(now).diff(date, 'second');
  if (seconds < MINUTE) return messages.time.justNow;
  if (seconds < HOUR) return messages.time.minutesAgo(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return messages.time.hoursAgo(Math.floor(seconds / HOUR));
  if (seconds < RELATIVE_DAYS * DAY) return messages.time.daysAgo(Math.floor(seconds / DAY));
  return formatDate(date.toDate());
}
