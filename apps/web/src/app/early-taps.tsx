import { useEffect } from 'react';

/** The controls tapped on the drawn screen before the app took it over, in order. */
let taps: Element[] = [];

/**
 * Takes the taps the boot script caught, which then stops catching: React answers the taps that
 * come once the root is being hydrated. Called just before hydrating.
 */
export function takeEarlyTaps(): void {
  taps = window.takeEarlyTaps?.() ?? [];
}

/**
 * Taps the caught controls again, each once and only while still on the page. It stands beside
 * the page inside the page's Suspense boundary, so its effect runs once the page has hydrated
 * (React hydrates the boundary after the root, in slices); and the taps come in a task of their
 * own, since from within its effects React would not hydrate what a tap lands on, and drop it.
 */
export function EarlyTaps() {
  useEffect(() => {
    if (taps.length === 0) return;
    const timer = setTimeout(() => {
      for (const tap of taps.splice(0)) {
        if (tap instanceof HTMLElement && tap.isConnected) tap.click();
      }
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
