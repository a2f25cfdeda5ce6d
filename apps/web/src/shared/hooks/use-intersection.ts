import { useEffect, useRef, type RefObject } from 'react';

export interface IntersectionOptions {
  /** Watches only while true (true by default). */
  enabled?: boolean;
  rootMargin?: string;
  /** A module constant when an array: a new array re-arms the observer. */
  threshold?: number | number[];
  /** A new value re-arms the observer, which then reports the element's current state again. */
  watchKey?: unknown;
}

/**
 * Watches the element `ref` holds with an IntersectionObserver and hands each of its reports to
 * the latest `onChange`; does nothing in a browser without the observer.
 */
export function useIntersection(
  ref: RefObject<Element | null>,
  onChange: (entries: IntersectionObserverEntry[]) => void,
  { enabled = true, rootMargin, threshold, watchKey }: IntersectionOptions = {},
): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => callback.current(entries), {
      rootMargin,
      threshold,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, threshold, watchKey]);
}
