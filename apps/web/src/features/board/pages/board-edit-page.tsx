import { PlaceholderPage } from '@/shared/ui';

export default function BoardEditPage() {
  return <PlaceholderPage />;
}
