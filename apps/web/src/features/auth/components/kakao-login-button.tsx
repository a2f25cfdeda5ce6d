import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api';
import { useAppConfig } from '@/shared/auth';
import { useLastPathStore } from '@/shared/stores';
import { dialog } from '@/shared/ui';
import { createKakaoState } from '../api';
import { safeReturnPath } from '../redirect-target';
import styles from './kakao-login-button.module.css';

/** Goes to Kakao's authorize page; hidden when this deployment has no Kakao REST key. */
export function KakaoLoginButton({ label = messages.auth.kakaoLogin }: { label?: string }) {
  const config = useAppConfig();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const kakao = config.data?.kakaoLogin;
  if (!kakao) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const returnTo = safeReturnPath(searchParams.get('redirect'));
      if (returnTo) useLastPathStore.getState().setLastPath(returnTo);
      const { state } = await createKakaoState();
      const url = new URL(kakao.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: kakao.clientId,
        redirect_uri: kakao.redirectUri,
        response_type: 'code',
        state,
      }).toString();
      window.location.assign(url.toString());
    } catch (error) {
      setBusy(false);
      await dialog.alert(errorMessage(error));
    }
  };

  return (
    <button type="button" className={styles.kakao} onClick={() => void start()} disabled={busy}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.4 0 .9.1 1.3.1 5.5 0 10-3.6 10-8S17.5 3 12 3z"
        />
      </svg>
      {label}
    </button>
  );
}
