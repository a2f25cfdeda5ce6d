import { PlaceholderPage } from '@/shared/ui';

export default function SignupPage() {
  return <PlaceholderPage />;
}
