import { useUnreadCount } from '@/features/notification/unread-count';
import { Header, type HeaderVariant } from '@/shared/ui';

/** The pages' app header: the bell shows its dot while I have unread notifications. */
function AppHeader(variant: HeaderVariant) {
  const unread = useUnreadCount() > 0;
  return <Header {...variant} unread={unread} />;
}

/** What the app hands PageLayout to draw its header (see `PageHeaderContext`). */
export const renderAppHeader = (variant: HeaderVariant) => <AppHeader {...variant} />;
