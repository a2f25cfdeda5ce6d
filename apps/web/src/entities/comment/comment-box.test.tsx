import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommentBox } from './comment-box';

function Harness({ onSubmit }: { onSubmit: (content: string) => Promise<boolean> }) {
  const [value, setValue] = useState('');
  return (
    <CommentBox
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      replyTo={null}
      onCancelReply={() => {}}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: '댓글을 입력해주세요' });

describe('CommentBox', () => {
  it('sends the trimmed text on Ctrl+Enter and clears', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(box(), '  좋은 딜  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('좋은 딜');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send whitespace-only text; the button stays disabled', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(box(), '   ');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '등록' }).disabled).toBe(true);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    fireEvent.submit(box().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once while a send is in flight', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(box(), '한 번만');
    const form = box().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the text when the send fails', async () => {
    render(<Harness onSubmit={() => Promise.resolve(false)} />);
    await userEvent.type(box(), '실패');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((box() as HTMLTextAreaElement).value).toBe('실패');
  });

  it('does not send while an IME composition is open', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(box(), '안녕');
    fireEvent.compositionStart(box());
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true, keyCode: 229 });
    fireEvent.submit(box().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box());
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('안녕');
  });

  it('grows between 32 and 144 px', () => {
    render(<Harness onSubmit={() => Promise.resolve(true)} />);
    const input = box() as HTMLTextAreaElement;
    let scrollHeight = 24;
    Object.defineProperty(input, 'scrollHeight', { get: () => scrollHeight });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(input.style.height).toBe('32px');
    scrollHeight = 72;
    fireEvent.change(input, { target: { value: 'a\nb\nc' } });
    expect(input.style.height).toBe('72px');
    scrollHeight = 400;
    fireEvent.change(input, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh' } });
    expect(input.style.height).toBe('144px');
  });
});
