import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { logInAs } from '@/test/tokens';
import { DraftNotice } from './draft-notice';
import { readDraft, writeDraft } from './draft-store';
import { useDraft } from './use-draft';

const PLACE = 'comment:deal:7';

/** A text box with a draft, as the forms use it; 보내기 sends and clears. */
function DraftBox({
  place = PLACE,
  initial = '',
  wasSent,
}: {
  place?: string;
  initial?: string;
  wasSent?: (token: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const draft = useDraft({
    place,
    value: text,
    initial,
    onRestore: setText,
    images: files,
    onRestoreImages: setFiles,
    wasSent,
  });
  return (
    <div>
      <DraftNotice draft={draft} />
      <textarea aria-label="내용" value={text} onChange={(event) => setText(event.target.value)} />
      <button
        type="button"
        onClick={() => {
          draft.clear();
          setText(initial);
        }}
      >
        보내기
      </button>
      <button type="button" onClick={() => draft.markSent('upload-1')}>
        보내는 중
      </button>
    </div>
  );
}

const stored = (memberId: string | null, place = PLACE) => readDraft<string>({ memberId, place });

describe('useDraft', () => {
  it('forgets a draft whose send reached the server while the form was gone, else offers it', async () => {
    logInAs(['ROLE_USER'], '5');
    const first = render(<DraftBox />);
    await userEvent.type(screen.getByLabelText('내용'), '보내다 떠난 글');
    await userEvent.click(screen.getByRole('button', { name: '보내는 중' }));
    expect(stored('5')).toMatchObject({ value: '보내다 떠난 글', sentAs: 'upload-1' });
    first.unmount();

    const notSent = vi.fn(() => Promise.resolve(false));
    const second = render(<DraftBox wasSent={notSent} />);
    expect(await screen.findByText('작성 중이던 글을 불러왔어요')).toBeTruthy();
    expect(notSent).toHaveBeenCalledWith('upload-1');
    second.unmount();

    const sent = vi.fn(() => Promise.resolve(true));
    render(<DraftBox wasSent={sent} />);
    await waitFor(() => expect(stored('5')).toBeNull());
    expect(sent).toHaveBeenCalledWith('upload-1');
    expect(screen.getByLabelText<HTMLTextAreaElement>('내용').value).toBe('');
    expect(screen.queryByText('작성 중이던 글을 불러왔어요')).toBeNull();
  });

  it('saves what the member types once typing pauses, under their id and the place', async () => {
    logInAs(['ROLE_USER'], '5');
    render(<DraftBox />);
    await userEvent.type(screen.getByLabelText('내용'), '좋은 딜');
    await waitFor(() => expect(stored('5')?.value).toBe('좋은 딜'));
    expect(stored('6')).toBeNull();
    expect(stored('5', 'board-write')).toBeNull();
    expect(screen.queryByText('작성 중이던 글을 불러왔어요')).toBeNull();
  });

  it('debounces: nothing is written while the member keeps typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInAs(['ROLE_USER'], '5');
    render(<DraftBox />);
    const box = screen.getByLabelText('내용');
    const user = userEvent.setup({
      delay: 300,
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    await user.type(box, '가나다라');
    expect(stored('5')).toBeNull();
    act(() => void vi.advanceTimersByTime(400));
    expect(stored('5')?.value).toBe('가나다라');
  });

  it('saves at once when the form goes away before the pause', async () => {
    logInAs(['ROLE_USER'], '5');
    const { unmount } = render(<DraftBox />);
    await userEvent.type(screen.getByLabelText('내용'), '떠나기 전');
    unmount();
    expect(stored('5')?.value).toBe('떠나기 전');
  });

  it('restores a draft with the notice, and 삭제 empties the form and forgets it', async () => {
    logInAs(['ROLE_USER'], '5');
    writeDraft({ memberId: '5', place: PLACE }, '쓰다 만 댓글');
    const { unmount } = render(<DraftBox />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('내용').value).toBe('쓰다 만 댓글');
    expect(screen.getByRole('status').textContent).toContain('작성 중이던 글을 불러왔어요');
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('내용').value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(stored('5')).toBeNull();
    unmount();
    expect(stored('5')).toBeNull();
  });

  it('forgets the draft when it is sent, and saves nothing more on the way out', async () => {
    logInAs(['ROLE_USER'], '5');
    const { unmount } = render(<DraftBox initial="원래 글" />);
    const box = screen.getByLabelText('내용');
    await userEvent.type(box, ' 고침');
    await waitFor(() => expect(stored('5')?.value).toBe('원래 글 고침'));
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(stored('5')).toBeNull();
    unmount();
    expect(stored('5')).toBeNull();
  });

  it('removes the draft when the form is back to how it opened', async () => {
    logInAs(['ROLE_USER'], '5');
    render(<DraftBox />);
    const box = screen.getByLabelText('내용');
    await userEvent.type(box, '가');
    await waitFor(() => expect(stored('5')?.value).toBe('가'));
    await userEvent.clear(box);
    await waitFor(() => expect(stored('5')).toBeNull());
  });

  it('gives a logged-out visitor’s text to them once they log in', async () => {
    const first = render(<DraftBox />);
    await userEvent.type(screen.getByLabelText('내용'), '로그인 전 댓글');
    first.unmount();
    expect(stored(null)?.value).toBe('로그인 전 댓글');
    logInAs(['ROLE_USER'], '5');
    render(<DraftBox />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('내용').value).toBe('로그인 전 댓글');
    expect(stored(null)).toBeNull();
    expect(stored('5')?.value).toBe('로그인 전 댓글');
  });

  it('says how many pictures must be picked again when they could not be kept', () => {
    vi.stubGlobal('indexedDB', undefined);
    logInAs(['ROLE_USER'], '5');
    writeDraft({ memberId: '5', place: PLACE }, '사진 두 장 있던 글', 2);
    render(<DraftBox />);
    return waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('사진 2장은 다시 선택해주세요'),
    );
  });
});
