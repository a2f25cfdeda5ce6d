import { PlaceholderPage } from '@/shared/ui';

export default function SelectJoinPage() {
  return <PlaceholderPage />;
}
