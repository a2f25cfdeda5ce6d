import { messages } from '@akkyeo/contracts';
import { flattenPages } from '@/shared/api';
import { useHasRole } from '@/shared/stores';
import { InfiniteList, PageLayout } from '@/shared/ui';
import { DealCard } from '../components/deal-card';
import { WriteFab } from '../components/write-fab';
import { useBookmarkToggle, useFeedList } from '../hooks';

/** Home ('/' and '/f'): the deal feed. */
export default function FeedHomePage() {
  const feed = useFeedList();
  const toggleBookmark = useBookmarkToggle();
  const isManager = useHasRole('ROLE_MANAGER');
  return (
    <PageLayout>
      <InfiniteList
        items={flattenPages(feed.data)}
        getKey={(item) => item.id}
        renderItem={(item) => <DealCard item={item} onToggleBookmark={toggleBookmark} />}
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        isLoading={feed.isPending}
        isError={feed.isError}
        onLoadMore={() => void feed.fetchNextPage()}
        emptyMessage={messages.feed.emptyList}
      />
      {isManager && <WriteFab />}
    </PageLayout>
  );
}
