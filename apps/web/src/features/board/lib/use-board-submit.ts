import {
  BOARD_CONTENT_MIN_EXCLUSIVE,
  messages,
  REDIRECT_DELAY_MS,
  REVIEW_CATEGORY,
  type BoardCategory,
} from '@akkyeo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { routePath, useRedirectToLogin } from '@/shared/routing';
import { useAuthStore } from '@/shared/stores';
import { dialog, toast } from '@/shared/ui';
import { boardFormData, createBoardPost, updateBoardPost } from '../api';
import { useInvalidateBoard } from '../hooks';
import { startUploadProgress } from './upload-progress';

export interface BoardDraft {
  content: string;
  category: BoardCategory;
  /** The deal a 후기 reviews (sent only with that category). */
  dealId: number | null;
  files: File[];
  /** Edit only: `imgPaths` of registered images the author removed. */
  removeImg?: string[];
}

/** The content warning to show, or null when it may be sent. */
export function contentWarning(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return messages.board.contentRequired;
  if (trimmed.length <= BOARD_CONTENT_MIN_EXCLUSIVE) return messages.board.contentTooShort;
  return null;
}

/** What the form hears of a submit on its way, even once the member has left the form. */
export interface SubmitProgressHooks {
  /** The request leaves now, known to the server by this upload id. */
  sending?: (uploadId: string) => void;
  /** The server has the post. */
  saved?: () => void;
}

/**
 * Sends a write (no `editId`) or an edit: checks the content, opens the progress stream, posts the
 * multipart body, then shows the toast and goes to the list after 1.6 s; a failure shows the
 * '업로드 실패' dialog. `progress` is the percent the server reports (100 once saved). `submit`
 * resolves whether the post was saved.
 */
export function useBoardSubmit(editId?: number) {
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const redirectToLogin = useRedirectToLogin();
  const navigate = useNavigate();
  const invalidate = useInvalidateBoard();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (draft: BoardDraft, hooks: SubmitProgressHooks = {}): Promise<boolean> => {
    if (busy.current) return false;
    const warning = contentWarning(draft.content);
    if (warning) {
      toast.warning(warning);
      return false;
    }
    if (!isLoggedIn) {
      redirectToLogin();
      return false;
    }
    busy.current = true;
    setSubmitting(true);
    setProgress(0);
    const upload = await startUploadProgress((percent) =>
      setProgress((current) => Math.max(current, percent)),
    );
    try {
      const json = {
        content: draft.content.trim(),
        category: draft.category,
        dealId: draft.category === REVIEW_CATEGORY ? draft.dealId : null,
        uploadId: upload.uploadId,
        ...(editId === undefined ? {} : { removeImg: draft.removeImg ?? [] }),
      };
      const form = boardFormData(json, draft.files);
      if (upload.uploadId !== undefined) hooks.sending?.(upload.uploadId);
      if (editId === undefined) await createBoardPost(form);
      else await updateBoardPost(editId, form);
      hooks.saved?.();
      setProgress(100);
      toast.success(editId === undefined ? messages.board.posted : messages.board.edited);
      await invalidate(editId);
      timer.current = setTimeout(
        () => void navigate(routePath('boardListPage'), { replace: true }),
        REDIRECT_DELAY_MS,
      );
      return true;
    } catch (error) {
      busy.current = false;
      setSubmitting(false);
      await dialog.alert(errorMessage(error), { title: messages.board.uploadFailed });
      return false;
    } finally {
      upload.stop();
    }
  };

  return { submit, submitting, progress };
}
