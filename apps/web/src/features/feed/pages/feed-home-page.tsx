import { messages } from '@akkyeo/contracts';
import { useHasRole } from '@/shared/stores';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { DealCard, useBookmarkToggle } from '@/shared/deals';
import { WriteFab } from '../components/write-fab';
import { useFeedList } from '../hooks';

/** Home ('/' and '/f'): the deal feed. */
export default function FeedHomePage() {
  const feed = useFeedList();
  const toggleBookmark = useBookmarkToggle();
  const isManager = useHasRole('ROLE_MANAGER');
  return (
    <PageLayout>
      <InfiniteQueryList
        query={feed}
        getKey={(item) => item.id}
        renderItem={(item) => <DealCard item={item} onToggleBookmark={toggleBookmark} />}
        emptyMessage={messages.feed.emptyList}
      />
      {isManager && <WriteFab />}
    </PageLayout>
  );
}
