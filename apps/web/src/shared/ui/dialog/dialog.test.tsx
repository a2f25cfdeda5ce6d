import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host';
import { dialog } from './dialog-store';

describe('dialog', () => {
  it('alert shows the message and resolves on 확인', async () => {
    render(<DialogHost />);
    let done = false;
    const result = dialog.alert('로그인 후 이용 가능합니다!').then(() => {
      done = true;
    });
    const box = await screen.findByRole('alertdialog');
    expect(box.textContent).toContain('로그인 후 이용 가능합니다!');
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    expect(done).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await result;
    expect(done).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirm resolves true on 확인 and false on 취소 or Escape, one dialog at a time', async () => {
    render(<DialogHost />);
    const first = dialog.confirm('정말로 실행하시겠습니까?', { title: '이미지 삭제' });
    const second = dialog.confirm('두 번째');
    const third = dialog.confirm('세 번째');
    expect(await screen.findByRole('alertdialog', { name: '이미지 삭제' })).toBeTruthy();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(first).resolves.toBe(true);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('두 번째');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(second).resolves.toBe(false);
    await screen.findByText('세 번째');
    await userEvent.keyboard('{Escape}');
    await expect(third).resolves.toBe(false);
  });
});
