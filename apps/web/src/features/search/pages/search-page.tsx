import { PlaceholderPage } from '@/shared/ui';

export default function SearchPage() {
  return <PlaceholderPage />;
}
