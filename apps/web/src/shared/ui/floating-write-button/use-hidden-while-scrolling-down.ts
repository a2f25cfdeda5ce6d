import { useEffect, useState } from 'react';

/** How far the page must move before the direction counts, in CSS pixels. */
const THRESHOLD = 8;

/**
 * True while the member scrolls down the page (the floating button steps aside so it never sits
 * on a card's controls), false again once they scroll up or reach the top or the end.
 */
export function useHiddenWhileScrollingDown(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (y <= 0 || atEnd) setHidden(false);
      else if (y - last > THRESHOLD) setHidden(true);
      else if (last - y > THRESHOLD) setHidden(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
