import { PlaceholderPage } from '@/shared/ui';

export default function JoinSuccessPage() {
  return <PlaceholderPage />;
}
