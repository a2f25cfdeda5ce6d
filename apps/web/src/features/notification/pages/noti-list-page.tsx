import { PlaceholderPage } from '@/shared/ui';

export default function NotiListPage() {
  return <PlaceholderPage />;
}
