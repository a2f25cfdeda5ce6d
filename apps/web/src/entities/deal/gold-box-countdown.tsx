import { messages } from '@akkyeo/contracts';
import { formatTimeLeft, useSecondClock } from '@/shared/lib';
import styles from './gold-box-countdown.module.css';

export interface GoldBoxCountdownProps {
  /** When the gold box changes (ISO 8601). */
  endsAt: string;
  className?: string;
}

/** `12:34:56 남음` until the gold box changes, ticking each second on the one shared timer. */
export function GoldBoxCountdown({ endsAt, className }: GoldBoxCountdownProps) {
  const now = useSecondClock();
  const left = formatTimeLeft(Date.parse(endsAt), now);
  return (
    <span
      className={[styles.countdown, className].filter(Boolean).join(' ')}
      title={messages.feed.goldBoxCountdownLabel}
    >
      <time dateTime={endsAt}>{messages.feed.goldBoxLeft(left)}</time>
    </span>
  );
}
