/** Korea Standard Time: UTC+9 all year, no daylight saving (zod-free, so the web shell may use it). */
const KST_OFFSET_MS = 9 * 3_600_000;
const MINUTE_MS = 60_000;
/** Milliseconds in a day (every KST day has 24 hours). */
export const DAY_MS = 86_400_000;
export const DAY_MINUTES = 24 * 60;

/** The minutes after midnight of an `HH:MM` time (CLOCK_TIME). */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The Korean day `at` falls on, counted from 1970-01-01: day arithmetic without dates. */
export const kstDayNumber = (at: Date): number =>
  Math.floor((at.getTime() + KST_OFFSET_MS) / DAY_MS);

/** The Korean date `at` falls on, `YYYY-MM-DD`. */
export const kstDayKey = (at: Date): string =>
  new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The minute of the Korean day `at` falls in, 0 (00:00) to 1439 (23:59). */
export const kstMinuteOfDay = (at: Date): number =>
  Math.floor((at.getTime() + KST_OFFSET_MS) / MINUTE_MS) % DAY_MINUTES;

/** The instant `minute` minutes after the start (00:00 KST) of the Korean day `at` falls on. */
export const kstDayAt = (at: Date, minute: number): Date =>
  new Date(kstDayNumber(at) * DAY_MS - KST_OFFSET_MS + minute * MINUTE_MS);

/** The first instant after `now` at which the Korean clock reads `time` (HH:MM). */
export function nextKstTime(now: Date, time: string): Date {
  const today = kstDayAt(now, clockMinutes(time));
  return today > now ? today : new Date(today.getTime() + DAY_MS);
}
