import { LIGHTBOX, messages } from '@akkyeo/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardLightbox } from './board-lightbox';

const images = ['/cdn/board/1.webp', '/cdn/board/2.webp', '/cdn/board/3.webp'];

function visibleImage() {
  return document.querySelector('.yarl__slide_current img')?.getAttribute('src');
}

function currentWrapper() {
  return document.querySelector<HTMLElement>('.yarl__slide_current .yarl__slide_wrapper');
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
  afterEach(() => {
    vi.restoreAllMocks();
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

  it('zooms in 0.12 steps up to 3× the image as shown, whatever its pixels', () => {
    // A 390×844 screen shows a 1200×1600 photo at 390×520: 3× its pixels would allow 9.2×.
    const size = (prototype: object, name: string, value: number) =>
      vi.spyOn(prototype, name as never, 'get' as never).mockReturnValue(value as never);
    size(HTMLElement.prototype, 'clientWidth', 390);
    size(HTMLElement.prototype, 'clientHeight', 844);
    size(HTMLImageElement.prototype, 'offsetWidth', 390);
    size(HTMLImageElement.prototype, 'offsetHeight', 520);
    size(HTMLImageElement.prototype, 'naturalWidth', 1200);
    size(HTMLImageElement.prototype, 'naturalHeight', 1600);
    size(HTMLImageElement.prototype, 'complete', 1);
    // happy-dom rejects a cancelled animation's promise; the zoom shows without one.
    vi.spyOn(HTMLElement.prototype, 'animate').mockReturnValue(undefined as never);
    render(<BoardLightbox images={images} index={0} onClose={() => {}} />);
    const zoomIn = screen.getByRole('button', { name: messages.board.lightbox.zoomIn });
    const scale = () =>
      Number(/scale\(([\d.]+)\)/.exec(currentWrapper()?.style.transform ?? '')?.[1] ?? 1);
    const levels: number[] = [];
    for (let press = 0; press < 15 && !zoomIn.hasAttribute('disabled'); press++) {
      fireEvent.click(zoomIn);
      levels.push(scale());
    }

    expect(levels[0]).toBeCloseTo(1 + LIGHTBOX.zoomStep, 5);
    expect(levels.at(-1)).toBe(LIGHTBOX.maxZoom);
    expect(Math.max(...levels)).toBe(LIGHTBOX.maxZoom);
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
  });
});
