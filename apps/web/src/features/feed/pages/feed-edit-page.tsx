import { PlaceholderPage } from '@/shared/ui';

export default function FeedEditPage() {
  return <PlaceholderPage />;
}
