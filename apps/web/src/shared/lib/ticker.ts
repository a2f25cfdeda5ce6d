import { useSyncExternalStore } from 'react';
import { firstRenderTime } from './hydration';

/**
 * One clock for every countdown on screen: a single timer ticks once a second while at least one
 * component listens, and only the listening components re-render (never the list around them).
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** While no timer runs, the time to the second (stable between React's reads of it). */
const snapshot = () => (timer === undefined ? Math.floor(Date.now() / 1000) * 1000 : now);

/** The current time in ms, updated each second by the one shared timer (a drawn screen's clock while it hydrates). */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribe, snapshot, firstRenderTime);
}

/** `HH:MM:SS` of the time left until `until` (00:00:00 once passed). */
export function formatTimeLeft(until: number, at: number): string {
  const total = Math.max(0, Math.floor((until - at) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
