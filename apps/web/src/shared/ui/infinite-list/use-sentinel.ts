import { INFINITE_SCROLL_MARGIN_PX } from '@akkyeo/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes within 100 px of view. `watchKey` re-arms the observer
 * (pass the item count) so a sentinel still in view after a short page asks again.
 */
export function useSentinel<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  watchKey: unknown,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, watchKey]);

  return ref;
}
