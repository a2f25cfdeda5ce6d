import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BoardCarousel } from './board-carousel';

const images = ['/cdn/board/1.webp', '/cdn/board/2.webp', '/cdn/board/3.webp'];

function shown() {
  return screen.getAllByTestId('carousel-slide').findIndex((slide) => slide.tabIndex === 0);
}

function swipe(dx: number) {
  const frame = screen.getAllByTestId('carousel-slide')[0]!.parentElement!;
  act(() => {
    fireEvent.pointerDown(frame, { clientX: 200 });
    fireEvent.pointerUp(frame, { clientX: 200 + dx });
  });
}

describe('BoardCarousel', () => {
  it('shows nothing without images and one picture without dots', () => {
    const { container, rerender } = render(
      <BoardCarousel images={[]} alt="캠핑" onOpen={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<BoardCarousel images={images.slice(0, 1)} alt="캠핑" onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: '캠핑 (1/1)' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(0);
  });

  it('moves on a swipe either way, rewinds at the ends', () => {
    render(<BoardCarousel images={images} alt="캠핑" onOpen={() => {}} />);
    expect(shown()).toBe(0);
    swipe(-80);
    expect(shown()).toBe(1);
    swipe(80);
    swipe(80);
    expect(shown()).toBe(2);
    swipe(-80);
    expect(shown()).toBe(0);
  });

  it('keeps the picture on a short drag and opens the lightbox at the picture tapped', () => {
    const onOpen = vi.fn();
    render(<BoardCarousel images={images} alt="캠핑" onOpen={onOpen} />);
    swipe(-80);
    swipe(-10);
    expect(shown()).toBe(1);
    fireEvent.pointerDown(screen.getByRole('button', { name: '캠핑 (2/3)' }), { clientX: 100 });
    fireEvent.pointerUp(screen.getByRole('button', { name: '캠핑 (2/3)' }), { clientX: 102 });
    fireEvent.click(screen.getByRole('button', { name: '캠핑 (2/3)' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
