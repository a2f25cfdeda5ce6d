import { messages } from '@akkyeo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api';
import { useAppConfig } from '@/shared/auth';
import { LOGIN_PATH } from '@/shared/routing';
import { useAuthStore } from '@/shared/stores';
import { Button, Spinner } from '@/shared/ui';
import { kakaoLogin } from '../api';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';
import { useCompleteLogin } from '../hooks';

/** Kakao's redirect target: exchanges the code (once) with a spinner, or says what went wrong. */
export default function JoinSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useAppConfig();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const redirectUri = config.data?.kakaoLogin?.redirectUri;
  const code = params.get('code');
  const state = params.get('state');
  const badRequest = requestProblem(params.get('error'), code, state);
  const unavailable = !config.isPending && !redirectUri;

  useEffect(() => {
    if (started.current || badRequest || !code || !state || !redirectUri) return;
    started.current = true;
    kakaoLogin({ code, state, redirectUri })
      .then((reply) => completeLogin(reply.token))
      .then((done) => {
        if (!done) setFailure(messages.auth.kakaoFailed);
      })
      .catch((error: unknown) => {
        useAuthStore.getState().logout();
        setFailure(errorMessage(error));
      });
  }, [badRequest, code, completeLogin, redirectUri, state]);

  const shown = badRequest ?? (unavailable ? messages.auth.kakaoUnavailable : failure);
  return (
    <AuthScreen heading={messages.pageTitle.screens.joinSuccess}>
      {shown ? (
        <>
          <p className={styles.notice} role="alert">
            {shown}
          </p>
          <Button block onClick={() => void navigate(LOGIN_PATH, { replace: true })}>
            {messages.auth.backToLogin}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.hint}>{messages.auth.joinSuccess}</p>
          <Spinner block />
        </>
      )}
    </AuthScreen>
  );
}

/** What is wrong with the callback's query before any call: cancelled, or no code and state. */
function requestProblem(error: string | null, code: string | null, state: string | null) {
  if (error === 'access_denied') return messages.auth.kakaoCancelled;
  if (error || !code || !state) return messages.auth.kakaoStateInvalid;
  return null;
}
