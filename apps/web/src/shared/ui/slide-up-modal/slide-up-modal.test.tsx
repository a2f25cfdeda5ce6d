import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlideUpModal } from './slide-up-modal';

describe('SlideUpModal', () => {
  it('renders its content only when open and closes by button and Escape', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <SlideUpModal open={false} onClose={onClose} title="닉네임 변경">
        본문
      </SlideUpModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <SlideUpModal open onClose={onClose} title="닉네임 변경">
        본문
      </SlideUpModal>,
    );
    expect(screen.getByRole('dialog', { name: '닉네임 변경' }).textContent).toContain('본문');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
