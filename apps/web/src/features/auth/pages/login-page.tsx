import { PlaceholderPage } from '@/shared/ui';

export default function LoginPage() {
  return <PlaceholderPage />;
}
