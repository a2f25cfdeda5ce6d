import { STICKY_THRESHOLD } from '@akkyeo/contracts';
import { useEffect, useState, type RefObject } from 'react';

/** True once less than 10 % of the element is in view (the deal view's sticky summary). */
export function useMostlyHidden(ref: RefObject<Element | null>, enabled = true): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setHidden(entry.intersectionRatio < STICKY_THRESHOLD);
      },
      { threshold: [0, STICKY_THRESHOLD, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return hidden;
}
