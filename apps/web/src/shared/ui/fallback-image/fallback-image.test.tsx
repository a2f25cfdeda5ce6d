import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('resolves a CDN path and falls back to the logo when it breaks', () => {
    render(<FallbackImage src="feed/1.webp" alt="상품" />);
    const image = screen.getByRole('img', { name: '상품' });
    expect(image.getAttribute('src')).toBe('/cdn/feed/1.webp');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/logo.svg');
    expect(image.getAttribute('data-fallback')).toBe('true');
  });

  it('shows the logo when there is no image', () => {
    render(<FallbackImage src={null} alt="상품" />);
    expect(screen.getByRole('img', { name: '상품' }).getAttribute('src')).toBe('/logo.svg');
  });
});
