import { PlaceholderPage } from '@/shared/ui';

export default function MyInfoPage() {
  return <PlaceholderPage />;
}
