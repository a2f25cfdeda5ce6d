import { messages } from '@akkyeo/contracts';
import { useHasRole } from '@/shared/stores';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { DealCard, useBookmarkToggle } from '@/shared/deals';
import { HideEndedSwitch } from '../components/hide-ended-switch';
import { WriteFab } from '../components/write-fab';
import { useFeedList, useHideEnded } from '../hooks';

/** Cards a phone shows before scrolling: their images load first. */
const FIRST_SCREEN_CARDS = 4;

/** Home ('/' and '/f'): the deal feed, with the 종료 딜 숨기기 switch. */
export default function FeedHomePage() {
  const { hideEnded, setHideEnded } = useHideEnded();
  const feed = useFeedList('', hideEnded);
  const toggleBookmark = useBookmarkToggle();
  const isManager = useHasRole('ROLE_MANAGER');
  return (
    <PageLayout>
      <HideEndedSwitch checked={hideEnded} onChange={setHideEnded} />
      <InfiniteQueryList
        query={feed}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <DealCard
            item={item}
            onToggleBookmark={toggleBookmark}
            priority={index < FIRST_SCREEN_CARDS}
          />
        )}
        emptyMessage={messages.feed.emptyList}
      />
      {isManager && <WriteFab />}
    </PageLayout>
  );
}
