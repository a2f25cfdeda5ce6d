import { PlaceholderPage } from '@/shared/ui';

export default function FeedViewPage() {
  return <PlaceholderPage />;
}
