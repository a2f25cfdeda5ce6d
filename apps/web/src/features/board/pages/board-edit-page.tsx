import { messages, REDIRECT_DELAY_MS } from '@akkyeo/contracts';
import { useEffect } from 'react';
import { isApiError } from '@/shared/api';
import { routePath, useGoBack, useRouteId } from '@/shared/routing';
import { useAuthStore } from '@/shared/stores';
import { LoadFailed, NotFound, PageLayout, Spinner, toast } from '@/shared/ui';
import { BoardForm } from '../components/board-form';
import { useBoardDetail } from '../hooks';
import { useBoardSubmit } from '../lib/use-board-submit';
import styles from './board-view-page.module.css';

/** /f/board/edit/{id} (login required): the author edits text, category and images. */
export default function BoardEditPage() {
  const id = useRouteId();
  const detail = useBoardDetail(id);
  const myId = useAuthStore((state) => state.userId);
  const goBack = useGoBack();
  const { submit, submitting, progress } = useBoardSubmit(id);
  const post = detail.data;
  const notMine = post !== undefined && String(post.memberId) !== myId;

  useEffect(() => {
    if (!notMine) return;
    toast.error(messages.board.onlyAuthorEdits);
    const timer = setTimeout(goBack, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notMine, goBack]);

  if (detail.isPending) return <Spinner block />;
  if (isApiError(detail.error) && detail.error.status === 404) {
    return (
      <PageLayout header={{ back: true }}>
        <NotFound
          message={detail.error.message}
          to={routePath('boardListPage')}
          action={messages.board.backToList}
        />
      </PageLayout>
    );
  }
  if (detail.isError || !post) {
    return (
      <PageLayout header={{ back: true }}>
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </PageLayout>
    );
  }
  if (notMine) return <p className={styles.note}>{messages.access.accessDenied}</p>;
  return (
    <BoardForm
      title={messages.board.editTitle}
      submitLabel={messages.app.edit}
      initial={{
        content: post.content,
        category: post.category,
        images: post.imgPaths,
        deal: post.deal,
      }}
      draftPlace={`board-edit:${post.id}`}
      submitting={submitting}
      progress={progress}
      onSubmit={submit}
    />
  );
}
