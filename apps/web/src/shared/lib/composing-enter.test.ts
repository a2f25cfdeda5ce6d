import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { blockComposingEnter, isComposingEnter } from './composing-enter';

function keyDown(key: string, { isComposing = false, keyCode = 0 } = {}) {
  const preventDefault = vi.fn();
  const event = { key, keyCode, nativeEvent: { isComposing }, preventDefault };
  return { event: event as unknown as KeyboardEvent, preventDefault };
}

describe('isComposingEnter', () => {
  it('is true for Enter during a composition or with key code 229', () => {
    expect(isComposingEnter(keyDown('Enter', { isComposing: true }).event)).toBe(true);
    expect(isComposingEnter(keyDown('Enter', { keyCode: 229 }).event)).toBe(true);
  });

  it('is false for a plain Enter and for other keys while composing', () => {
    expect(isComposingEnter(keyDown('Enter', { keyCode: 13 }).event)).toBe(false);
    expect(isComposingEnter(keyDown('a', { isComposing: true, keyCode: 229 }).event)).toBe(false);
  });
});

describe('blockComposingEnter', () => {
  it('cancels a composing Enter only', () => {
    const composing = keyDown('Enter', { isComposing: true });
    expect(blockComposingEnter(composing.event)).toBe(true);
    expect(composing.preventDefault).toHaveBeenCalledOnce();

    const plain = keyDown('Enter', { keyCode: 13 });
    expect(blockComposingEnter(plain.event)).toBe(false);
    expect(plain.preventDefault).not.toHaveBeenCalled();
  });
});
