import { messages } from '@akkyeo/contracts';
import { useNavigate } from 'react-router';
import { CommentSection } from '@/entities/comment';
import { routePath, useDocumentTitle, useRouteId } from '@/shared/routing';
import { isApiError } from '@/shared/api';
import { LoadFailed, NotFound, PageLayout } from '@/shared/ui';
import { BoardCard } from '../components/board-card';
import { ModeratedNotice } from '../components/moderated-notice';
import { useBoardComments, useBoardDetail } from '../hooks';
import { useBoardLikeToggle } from '../lib/use-board-like';
import styles from './board-view-page.module.css';

/** /f/board/{id}: one post with its comments and replies; `?type=` flashes a comment. */
export default function BoardViewPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const detail = useBoardDetail(id);
  const toggleLike = useBoardLikeToggle();
  const comments = useBoardComments(id);
  useDocumentTitle(detail.data?.content.trim().slice(0, messages.pageTitle.postExcerptLength));

  let body;
  if (detail.isPending) body = <p className={styles.note}>{messages.app.loading}</p>;
  else if (isApiError(detail.error) && detail.error.status === 404) {
    body = (
      <NotFound
        message={detail.error.message}
        to={routePath('boardListPage')}
        action={messages.board.backToList}
      />
    );
  } else if (detail.isError) {
    body = <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    const post = detail.data;
    body = (
      <>
        {post.moderatorHidden && <ModeratedNotice postId={post.id} />}
        <BoardCard
          item={post}
          onLike={toggleLike}
          variant="detail"
          onGone={() => void navigate(routePath('boardListPage'), { replace: true })}
        />
        <CommentSection
          threads={post.comments}
          header={messages.feed.comments(post.commentCount)}
          onSubmit={comments.submit}
          onDelete={comments.remove}
          draftPlace={`comment:board:${post.id}`}
          className={styles.comments}
        />
      </>
    );
  }
  return (
    <PageLayout
      header={{ back: true }}
      heading={detail.data ? messages.pageTitle.screens.boardViewPage : undefined}
    >
      {body}
    </PageLayout>
  );
}
