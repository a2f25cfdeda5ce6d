import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressModal } from './progress-modal';

describe('ProgressModal', () => {
  it('shows the bounded, rounded percent', () => {
    const { rerender } = render(<ProgressModal open value={42.4} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    rerender(<ProgressModal open value={140} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressModal open={false} value={10} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
