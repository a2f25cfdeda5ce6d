import { PlaceholderPage } from '@/shared/ui';

export default function FeedWritePage() {
  return <PlaceholderPage />;
}
