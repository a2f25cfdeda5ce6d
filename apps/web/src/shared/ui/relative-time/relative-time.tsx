import { formatRelativeTime, useRenderNow } from '@/shared/lib';

export interface RelativeTimeProps {
  /** The instant (ISO 8601). */
  value: string;
  className?: string;
}

/**
 * `n분 전` as a `<time>`: written against the drawn screen's clock until hydrated, so the server's
 * markup and the browser's first render agree, then against the phone's.
 */
export function RelativeTime({ value, className }: RelativeTimeProps) {
  const now = useRenderNow();
  return (
    <time className={className} dateTime={value}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
