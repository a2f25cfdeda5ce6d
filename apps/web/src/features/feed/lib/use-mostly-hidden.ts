import { STICKY_THRESHOLD } from '@akkyeo/contracts';
import { useState, type RefObject } from 'react';
import { useIntersection } from '@/shared/hooks';

const THRESHOLDS = [0, STICKY_THRESHOLD, 1];

/** True once less than 10 % of the element is in view (the deal view's sticky summary). */
export function useMostlyHidden(ref: RefObject<Element | null>, enabled = true): boolean {
  const [hidden, setHidden] = useState(false);
  useIntersection(
    ref,
    ([entry]) => {
      if (entry) setHidden(entry.intersectionRatio < STICKY_THRESHOLD);
    },
    { enabled, threshold: THRESHOLDS },
  );
  return hidden;
}
