import { PlaceholderPage } from '@/shared/ui';

export default function PushTestPage() {
  return <PlaceholderPage />;
}
