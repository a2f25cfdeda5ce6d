import { messages } from '@akkyeo/contracts';
import { flattenPages } from '@/shared/api';
import { InfiniteList, PageLayout } from '@/shared/ui';
import { DealCard } from '../components/deal-card';
import { useBookmarkList, useBookmarkToggle } from '../hooks';

/** /f/like (관심목록): the member's bookmarked deals, every page, newest bookmark first. */
export default function FeedLikePage() {
  const bookmarks = useBookmarkList();
  const toggleBookmark = useBookmarkToggle();
  return (
    <PageLayout>
      <InfiniteList
        items={flattenPages(bookmarks.data)}
        getKey={(item) => item.id}
        renderItem={(item) => <DealCard item={item} onToggleBookmark={toggleBookmark} />}
        hasNextPage={bookmarks.hasNextPage}
        isFetchingNextPage={bookmarks.isFetchingNextPage}
        isLoading={bookmarks.isPending}
        isError={bookmarks.isError}
        onLoadMore={() => void bookmarks.fetchNextPage()}
        emptyMessage={messages.feed.emptyFavorites}
      />
    </PageLayout>
  );
}
