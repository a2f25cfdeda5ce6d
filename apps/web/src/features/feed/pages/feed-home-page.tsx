import { messages } from '@akkyeo/contracts';
import { useHasRole } from '@/shared/stores';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { DealCard, useBookmarkToggle } from '@/shared/deals';
import { DealMoreButton } from '@/shared/member-filters';
import { WriteFab } from '../components/write-fab';
import { useFeedList } from '../hooks';

/** Cards a phone shows before scrolling: their images load first. */
const FIRST_SCREEN_CARDS = 4;

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
        renderItem={(item, index) => (
          <DealCard
            item={item}
            onToggleBookmark={toggleBookmark}
            priority={index < FIRST_SCREEN_CARDS}
            more={<DealMoreButton item={item} />}
          />
        )}
        emptyMessage={messages.feed.emptyList}
      />
      {isManager && <WriteFab />}
    </PageLayout>
  );
}
