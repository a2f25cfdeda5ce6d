import type { KeyboardEvent } from 'react';

/** Enter while a Korean IME composition is open only ends the composition: no form submit. */
export function blockComposingEnter(event: KeyboardEvent): void {
  if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
    event.preventDefault();
  }
}
