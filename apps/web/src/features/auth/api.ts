import {
  paths,
  toUrl,
  type AvailabilityResponse,
  type JoinRequest,
  type JoinResponse,
  type KakaoLoginRequest,
  type KakaoStateResponse,
  type LoginRequest,
  type RefreshResponse,
  type ResultResponse,
  type TokenResponse,
} from '@akkyeo/contracts';
import { api, ApiError, type RefreshContext } from '@/shared/api';

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

export const confirmPasswordReset = (token: string, password: string) =>
  api.post<ResultResponse>(paths.auth.passwordResetConfirm, { token, password });

/**
 * POST /v1/auth/refresh with the refresh cookie: the new access token of the reply
 * (`RefreshResponse`), null when it has none; throws when the server refuses.
 */
export async function refreshSession({ baseUrl, fetch }: RefreshContext): Promise<string | null> {
  const response = await fetch(`${baseUrl}${paths.auth.refresh}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  const body = (await response.json().catch(() => null)) as Partial<RefreshResponse> | null;
  return typeof body?.token === 'string' && body.token ? body.token : null;
}
