import { PlaceholderPage } from '@/shared/ui';

export default function BoardWritePage() {
  return <PlaceholderPage />;
}
