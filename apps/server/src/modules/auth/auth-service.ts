import { bindDeps } from '../../lib/bind-deps';
import { createKakaoState, kakaoLogin } from './kakao-login';
import { confirmPasswordReset, requestFindId, requestPasswordReset } from './recovery';
import { checkEmail, checkLoginId, join, login, type AuthDeps } from './service';
import { endSession, rotateSession } from './sessions';
import { unlockDevice } from './unlock';

/** Joining, logging in and out, sessions, Kakao login and account recovery, built once by the composition root. */
export function createAuthService(deps: AuthDeps) {
  return bindDeps(deps, {
    join,
    checkEmail,
    checkLoginId,
    login,
    rotateSession,
    endSession,
    createKakaoState,
    kakaoLogin,
    requestFindId,
    requestPasswordReset,
    confirmPasswordReset,
    unlockDevice,
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
