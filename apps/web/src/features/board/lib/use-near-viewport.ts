import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen an element still counts as near (px), so it is ready when it scrolls in. */
const MARGIN_PX = 400;

/** True while the element is on screen or within MARGIN_PX of it. */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setNear(entry.isIntersecting);
      },
      { rootMargin: `${MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return near;
}
