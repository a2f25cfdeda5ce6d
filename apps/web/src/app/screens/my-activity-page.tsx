import { DEFAULT_ACTIVITY_TYPE, messages } from '@akkyeo/contracts';
import { useSearchParams } from 'react-router';
import { BoardSummaryRow } from '@/features/board/components/board-summary-row';
import { ActivityCommentItem } from '@/features/member/components/activity-comment-item';
import { ActivityList } from '@/features/member/components/activity-list';
import { memberKeys, useMyComments, useMyFavorites, useMyPosts } from '@/features/member/hooks';
import { DealCard, useBookmarkToggle } from '@/entities/deal';
import { PageLayout } from '@/shared/ui';
import styles from './my-activity-page.module.css';

type ListType = keyof typeof messages.activity.titles;

/** The list a `type` query names: none means post, `board` is post's old name, unknown is null. */
function listTypeOf(raw: string | null): ListType | null {
  const type = raw || DEFAULT_ACTIVITY_TYPE;
  if (type === 'board') return 'post';
  return type in messages.activity.titles ? (type as ListType) : null;
}

function MyPosts() {
  return (
    <ActivityList
      query={useMyPosts()}
      getKey={(item) => item.id}
      renderItem={(item) => <BoardSummaryRow item={item} text={item.content} size="compact" />}
      emptyMessage={messages.activity.empty.post}
    />
  );
}

function MyComments() {
  return (
    <ActivityList
      query={useMyComments()}
      getKey={(item) => item.syntheticId}
      renderItem={(item) => <ActivityCommentItem item={item} />}
      emptyMessage={messages.activity.empty.comment}
    />
  );
}

function MyFavorites() {
  const toggleBookmark = useBookmarkToggle([memberKeys.activity('favorite')]);
  return (
    <ActivityList
      query={useMyFavorites()}
      getKey={(item) => item.id}
      renderItem={(item) => <DealCard item={item} onToggleBookmark={toggleBookmark} />}
      emptyMessage={messages.activity.empty.favorite}
    />
  );
}

/** /act?type=post|comment|favorite: my posts, my comments or my favourites (post by default). */
export default function MyActivityPage() {
  const [params] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  return (
    <PageLayout header={{ back: true }}>
      <h1 className={styles.title}>
        {type ? messages.activity.titles[type] : messages.activity.fallbackTitle}
      </h1>
      {type === 'post' && <MyPosts />}
      {type === 'comment' && <MyComments />}
      {type === 'favorite' && <MyFavorites />}
      {type === null && <p className={styles.empty}>{messages.activity.fallbackEmpty}</p>}
    </PageLayout>
  );
}
