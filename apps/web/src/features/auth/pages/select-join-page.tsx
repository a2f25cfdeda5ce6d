import { messages } from '@akkyeo/contracts';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH, routePath } from '@/shared/routing';
import { Button } from '@/shared/ui';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';
import { KakaoLoginButton } from '../components/kakao-login-button';

/** Choose how to join: with an ID and email, or with Kakao. */
export default function SelectJoinPage() {
  const navigate = useNavigate();
  return (
    <AuthScreen title={messages.auth.selectJoinTitle}>
      <p className={styles.hint}>{messages.auth.selectJoinSubtitle}</p>
      <Button block onClick={() => void navigate(routePath('signup'))}>
        {messages.auth.joinWithEmail}
      </Button>
      <KakaoLoginButton label={messages.auth.joinWithKakao} />
      <p className={styles.hint}>
        {messages.auth.haveAccount} <Link to={LOGIN_PATH}>{messages.auth.login}</Link>
      </p>
    </AuthScreen>
  );
}
