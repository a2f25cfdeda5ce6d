import {
  paths,
  toUrl,
  type AvailabilityResponse,
  type JoinRequest,
  type JoinResponse,
  type KakaoLoginRequest,
  type KakaoStateResponse,
  type LoginRequest,
  type ResultResponse,
  type TokenResponse,
  type UnlockResponse,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

export const login = (body: LoginRequest) => api.post<TokenResponse>(paths.auth.login, body);

export const join = (body: JoinRequest) => api.post<JoinResponse>(paths.auth.join, body);

export const checkId = (id: string) =>
  api.get<AvailabilityResponse>(toUrl(paths.auth.checkId, { id }));

export const checkEmail = (email: string) =>
  api.get<AvailabilityResponse>(toUrl(paths.auth.checkEmail, { email }));

export const createKakaoState = () => api.post<KakaoStateResponse>(paths.auth.kakaoState);

export const kakaoLogin = (body: KakaoLoginRequest) =>
  api.post<TokenResponse>(paths.auth.kakao, body);

export const requestFindId = (email: string) =>
  api.post<ResultResponse>(paths.auth.findId, { email });

export const requestPasswordReset = (email: string) =>
  api.post<ResultResponse>(paths.auth.passwordReset, { email });

export const unlockLogin = (token: string) =>
  api.post<UnlockResponse>(paths.auth.unlock, { token });

export const confirmPasswordReset = (token: string, password: string) =>
  api.post<ResultResponse>(paths.auth.passwordResetConfirm, { token, password });
