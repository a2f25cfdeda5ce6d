import { LEGACY_LOGIN_MAX_LENGTH, messages } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '@/shared/api';
import { useRouteHandle } from '@/shared/routing';
import { Button, dialog, TextField } from '@/shared/ui';
import { login } from '../api';
import { AuthLinks } from '../components/auth-links';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';
import { KakaoLoginButton } from '../components/kakao-login-button';
import { useCompleteLogin } from '../hooks';

/** /login and the legacy /f/login: ID or email and password, Kakao, and the account links. */
export default function LoginPage() {
  const legacy = useRouteHandle().legacyLayout ?? false;
  const completeLogin = useCompleteLogin();
  // The unlock screen hands over the unlocked account's ID.
  const handedId = (useLocation().state as { id?: unknown } | null)?.id;
  const [id, setId] = useState(typeof handedId === 'string' ? handedId : '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const maxLength = legacy ? LEGACY_LOGIN_MAX_LENGTH : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { token } = await login({ id: id.trim(), password });
      if (await completeLogin(token)) return;
      throw new Error('unreadable token');
    } catch (error) {
      setPassword('');
      const throttled = isApiError(error) && error.status === 429;
      await dialog.alert(throttled ? error.message : messages.auth.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen heading={messages.pageTitle.screens.login}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <TextField
          label={messages.auth.idPlaceholder}
          hideLabel
          placeholder={messages.auth.idPlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          required
          maxLength={maxLength}
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
        <TextField
          label={messages.auth.passwordPlaceholder}
          hideLabel
          type="password"
          placeholder={messages.auth.passwordPlaceholder}
          autoComplete="current-password"
          required
          maxLength={maxLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block disabled={busy}>
          {messages.auth.login}
        </Button>
      </form>
      <KakaoLoginButton />
      <AuthLinks />
    </AuthScreen>
  );
}
