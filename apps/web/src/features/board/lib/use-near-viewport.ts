import { useState, type RefObject } from 'react';
import { useIntersection } from '@/shared/hooks';

/** How far outside the screen an element still counts as near (px), so it is ready when it scrolls in. */
const MARGIN_PX = 400;

/** True while the element is on screen or within MARGIN_PX of it. */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useIntersection(
    ref,
    ([entry]) => {
      if (entry) setNear(entry.isIntersecting);
    },
    { enabled, rootMargin: `${MARGIN_PX}px 0px` },
  );
  return near;
}
