import { clockMinutes, kstMinuteOfDay, nextKstTime } from '@akkyeo/contracts';

/** A member's quiet hours as stored: HH:MM in KST. */
export interface QuietHours {
  quiet_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
}

/**
 * When the quiet window `now` falls in ends (the next `quiet_end` in KST), or null when quiet
 * hours are off or `now` is outside them. A window whose start is after its end crosses midnight;
 * one whose start equals its end is empty.
 */
export function quietWindowEnd(hours: QuietHours, now: Date): Date | null {
  if (!hours.quiet_enabled) return null;
  const start = clockMinutes(hours.quiet_start);
  const end = clockMinutes(hours.quiet_end);
  if (start === end) return null;
  const time = kstMinuteOfDay(now);
  const inside = start < end ? time >= start && time < end : time >= start || time < end;
  return inside ? nextKstTime(now, hours.quiet_end) : null;
}
