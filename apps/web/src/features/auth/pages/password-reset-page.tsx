import { PlaceholderPage } from '@/shared/ui';

export default function PasswordResetPage() {
  return <PlaceholderPage />;
}
