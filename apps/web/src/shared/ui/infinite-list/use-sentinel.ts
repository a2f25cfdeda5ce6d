import { INFINITE_SCROLL_MARGIN_PX } from '@akkyeo/contracts';
import { useRef, type RefObject } from 'react';
import { useIntersection } from '../../hooks/use-intersection';

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
  useIntersection(
    ref,
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    },
    { enabled, rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px 0px`, watchKey },
  );
  return ref;
}
