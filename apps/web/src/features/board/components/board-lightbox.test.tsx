import { act, fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardLightbox } from './board-lightbox';

const images = ['/cdn/board/1.webp', '/cdn/board/2.webp', '/cdn/board/3.webp'];

function visibleImage() {
  return document.querySelector('.yarl__slide_current img')?.getAttribute('src');
}

/** A one-finger drag in 5 px steps, as a finger reports it. */
function drag(dx: number) {
  const container = document.querySelector('.yarl__container')!;
  const at = (x: number) => ({
    pointerId: 1,
    pointerType: 'touch',
    buttons: 1,
    clientX: x,
    clientY: 300,
  });
  act(() => {
    fireEvent.pointerDown(container, at(200));
    for (let moved = 5; moved <= Math.abs(dx); moved += 5) {
      fireEvent.pointerMove(container, at(200 + Math.sign(dx) * moved));
    }
    fireEvent.pointerUp(container, { ...at(200 + dx), buttons: 0 });
  });
}

describe('BoardLightbox', () => {
  beforeEach(() => {
    // Reduced motion: the slides change without Web Animations, which happy-dom only half runs.
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = matchMedia(query);
      if (query === '(prefers-reduced-motion: reduce)')
        Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
  });

  it('changes the image only on a sideways swipe of at least 50 px', () => {
    render(<BoardLightbox images={images} index={0} onClose={() => {}} />);
    expect(visibleImage()).toBe(images[0]);

    drag(-45);
    expect(visibleImage()).toBe(images[0]);

    drag(-60);
    expect(visibleImage()).toBe(images[1]);

    drag(45);
    expect(visibleImage()).toBe(images[1]);

    drag(55);
    expect(visibleImage()).toBe(images[0]);
  });
});
