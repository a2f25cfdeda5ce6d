import { PlaceholderPage } from '@/shared/ui';

export default function BoardViewPage() {
  return <PlaceholderPage />;
}
