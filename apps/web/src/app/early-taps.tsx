import { useEffect } from 'react';

/**
 * The controls tapped on a drawn screen before the app took it over (caught by the boot script),
 * and from now on none: React answers the taps that come once the root is being hydrated.
 */
export const takeEarlyTaps = (): Element[] => window.takeEarlyTaps?.() ?? [];

/**
 * Taps `taps` again once the root is hydrated, each once and only while still on the page. In a
 * task of their own: React hydrates the part of the screen a tap lands on at once, but not from
 * within its own effects, where the tap would be lost.
 */
export function EarlyTaps({ taps }: { taps: Element[] }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const tap of taps.splice(0)) {
        if (tap instanceof HTMLElement && tap.isConnected) tap.click();
      }
    });
    return () => clearTimeout(timer);
  }, [taps]);
  return null;
}
