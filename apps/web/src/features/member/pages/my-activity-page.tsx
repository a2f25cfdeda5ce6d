import { PlaceholderPage } from '@/shared/ui';

export default function MyActivityPage() {
  return <PlaceholderPage />;
}
