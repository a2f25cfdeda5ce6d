import { messages } from '@akkyeo/contracts';
import { useSearchParams } from 'react-router';
import { requestPasswordReset } from '../api';
import { EmailRequestForm } from '../components/email-request-form';
import { NewPasswordForm } from '../components/new-password-form';

/** /password/reset: asks for the email, or — opened from the mailed link — sets a new password. */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <NewPasswordForm token={token} />;
  return (
    <EmailRequestForm
      title={messages.auth.resetPassword}
      hint={messages.auth.resetLinkHint}
      send={requestPasswordReset}
    />
  );
}
