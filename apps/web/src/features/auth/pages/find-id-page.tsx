import { PlaceholderPage } from '@/shared/ui';

export default function FindIdPage() {
  return <PlaceholderPage />;
}
