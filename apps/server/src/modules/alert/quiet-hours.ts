const KST_OFFSET_MS = 9 * 60 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A member's quiet hours as stored: HH:MM in KST. */
export interface QuietHours {
  quiet_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * When the quiet window `now` falls in ends (the next `quiet_end` in KST), or null when quiet
 * hours are off or `now` is outside them. A window whose start is after its end crosses midnight;
 * one whose start equals its end is empty.
 */
export function quietWindowEnd(hours: QuietHours, now: Date): Date | null {
  if (!hours.quiet_enabled) return null;
  const start = minutesOf(hours.quiet_start);
  const end = minutesOf(hours.quiet_end);
  if (start === end) return null;
  const minute = Math.floor((now.getTime() + KST_OFFSET_MS) / MINUTE_MS);
  const time = minute % DAY_MINUTES;
  const inside = start < end ? time >= start && time < end : time >= start || time < end;
  if (!inside) return null;
  const untilEnd = (end - time + DAY_MINUTES) % DAY_MINUTES;
  return new Date((minute + untilEnd) * MINUTE_MS - KST_OFFSET_MS);
}
