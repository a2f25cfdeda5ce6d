import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api';
import { LOGIN_PATH } from '@/shared/routing';
import { Button, dialog } from '@/shared/ui';
import { unlockLogin } from '../api';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';

/**
 * /login/unlock, opened from the lockout mail: a tap spends the link (never the opening itself,
 * so a mail scanner's visit leaves it unspent), making this browser a known device of the
 * account; then login with the ID filled in.
 */
export default function LoginUnlockPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [busy, setBusy] = useState(false);

  const unlock = async () => {
    if (busy || !token) return;
    setBusy(true);
    try {
      const reply = await unlockLogin(token);
      await dialog.alert(reply.message);
      await navigate(LOGIN_PATH, { replace: true, state: { id: reply.id } });
    } catch (error) {
      await dialog.alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={messages.auth.unlockTitle}>
      <p className={styles.hint}>
        {token ? messages.auth.unlockHint : messages.auth.unlockMissing}
      </p>
      {token ? (
        <Button block disabled={busy} onClick={() => void unlock()}>
          {messages.auth.unlockSubmit}
        </Button>
      ) : (
        <Link to={LOGIN_PATH}>{messages.auth.backToLogin}</Link>
      )}
    </AuthScreen>
  );
}
