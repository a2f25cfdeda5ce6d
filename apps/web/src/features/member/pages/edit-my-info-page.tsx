import { PlaceholderPage } from '@/shared/ui';

export default function EditMyInfoPage() {
  return <PlaceholderPage />;
}
