import { useSyncExternalStore } from 'react';

/** True while this code runs in the server's renderer rather than in a browser. */
export const isServer = typeof window === 'undefined';

/**
 * The instant the server read the data of the screen it drew (epoch ms): the clock that screen's
 * times were written against, on the server and again in the browser while it hydrates them.
 */
let serverRenderTime = Date.now();

/** Sets the clock of a drawn screen (the server before drawing it, the browser before hydrating). */
export function setServerRenderTime(at: number): void {
  serverRenderTime = at;
}

/** The clock of the drawn screen: what a snapshot reads on the server and during hydration. */
export const firstRenderTime = (): number => serverRenderTime;

const subscribeNever = () => () => {};

/**
 * False on the server and while the browser hydrates a drawn screen, true otherwise (and right
 * after hydration, which renders once more). What only the browser knows — stored choices, the
 * clock, the install prompt — waits for it, so the hydrated markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The phone's clock as a render reads it: each render of a relative time reads it afresh. */
const phoneTime = (): number => Date.now();

/** The time relative times are written against: the drawn screen's clock until hydrated. */
export function useRenderNow(): number {
  return useHydrated() ? phoneTime() : serverRenderTime;
}
