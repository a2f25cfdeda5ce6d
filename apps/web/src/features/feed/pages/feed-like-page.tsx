import { messages } from '@akkyeo/contracts';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { DealCard, useBookmarkToggle } from '@/entities/deal';
import { useBookmarkList } from '../hooks/deal-lists';

/** /f/like (관심목록): the member's bookmarked deals, every page, newest bookmark first. */
export default function FeedLikePage() {
  const bookmarks = useBookmarkList();
  const toggleBookmark = useBookmarkToggle();
  return (
    <PageLayout heading={messages.pageTitle.screens.feedLikePage}>
      <InfiniteQueryList
        query={bookmarks}
        getKey={(item) => item.id}
        renderItem={(item) => <DealCard item={item} onToggleBookmark={toggleBookmark} />}
        emptyMessage={messages.feed.emptyFavorites}
      />
    </PageLayout>
  );
}
