import { PlaceholderPage } from '@/shared/ui';

export default function BoardListPage() {
  return <PlaceholderPage />;
}
