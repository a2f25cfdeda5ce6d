import type { KeyboardEvent } from 'react';

/**
 * Enter pressed while a Korean IME composition is open (Safari reports it only by key code 229):
 * it ends the composition and must not submit or send anything.
 */
export function isComposingEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}

/** Cancels such an Enter, so it never submits the form; true when it did. */
export function blockComposingEnter(event: KeyboardEvent): boolean {
  if (!isComposingEnter(event)) return false;
  event.preventDefault();
  return true;
}
