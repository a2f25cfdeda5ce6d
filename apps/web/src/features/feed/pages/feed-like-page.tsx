import { PlaceholderPage } from '@/shared/ui';

export default function FeedLikePage() {
  return <PlaceholderPage />;
}
