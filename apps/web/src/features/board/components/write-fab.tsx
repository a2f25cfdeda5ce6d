import { messages } from '@akkyeo/contracts';
import { useNavigate } from 'react-router';
import { loginPath, routePath } from '@/shared/routing';
import { useAuthStore, useLastPathStore } from '@/shared/stores';
import { FloatingWriteButton, PencilIcon } from '@/shared/ui';

/** The floating Write button: logged out, it goes to login with a redirect to the write page. */
export function WriteFab() {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const setLastPath = useLastPathStore((state) => state.setLastPath);
  const navigate = useNavigate();
  const writePath = routePath('boardWritePage');
  return (
    <FloatingWriteButton
      onClick={() => {
        if (isLoggedIn) return void navigate(writePath);
        setLastPath(writePath);
        void navigate(loginPath(writePath));
      }}
    >
      <PencilIcon size={18} />
      {messages.board.write}
    </FloatingWriteButton>
  );
}
