import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast } from './toast-store';

describe('toast', () => {
  it('shows for 1.5 s by default and 2 s for warnings', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.info('신고가 접수되었습니다.');
    });
    act(() => {
      vi.advanceTimersByTime(1_499);
    });
    expect(screen.queryByText('신고가 접수되었습니다.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('신고가 접수되었습니다.')).toBeNull();
    act(() => {
      toast.warning('내용을 입력해주세요');
    });
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(screen.queryByText('내용을 입력해주세요')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('내용을 입력해주세요')).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the one on screen for its own time', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.info('신고가 접수되었습니다.');
      vi.advanceTimersByTime(1_000);
      toast.warning('내용을 입력해주세요');
    });
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      '내용을 입력해주세요',
    ]);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('내용을 입력해주세요')).not.toBeNull();
  });

  it('can be dismissed early', () => {
    render(<ToastHost />);
    let dismiss = () => {};
    act(() => {
      dismiss = toast.error('접근할 수 없습니다.');
    });
    act(() => {
      dismiss();
    });
    expect(screen.queryByText('접근할 수 없습니다.')).toBeNull();
  });

  it('runs an action once when its button is tapped, and dismisses the toast', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    const undo = vi.fn();
    act(() => {
      toast.show('쿠팡 딜을 숨겼어요.', {
        durationMs: 5_000,
        action: { label: '되돌리기', onAction: undo },
      });
    });
    act(() => {
      screen.getByRole('button', { name: '되돌리기' }).click();
    });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('쿠팡 딜을 숨겼어요.')).toBeNull();
  });
});
