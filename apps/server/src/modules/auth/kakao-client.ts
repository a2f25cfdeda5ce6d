import { z } from 'zod';
import type { KakaoConfig } from '../../config';
import type { Outbound } from '../../lib/outbound';

/** Why Kakao refused: the code (or its token) is bad, consent is missing, our setup is wrong, or Kakao is down. */
export type KakaoFailure = 'code' | 'consent' | 'config' | 'unavailable';

export class KakaoError extends Error {
  override name = 'KakaoError';

  constructor(
    readonly failure: KakaoFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface KakaoProfile {
  id: string;
  nickname: string | undefined;
  profileImageUrl: string | undefined;
  thumbnailUrl: string | undefined;
}

const TIMEOUT_MS = 10_000;

const tokenSchema = z.object({ access_token: z.string().min(1) });
const oauthErrorSchema = z.object({
  error: z.string().optional(),
  error_code: z.string().optional(),
  error_description: z.string().optional(),
});
const apiErrorSchema = z.object({ code: z.number().optional(), msg: z.string().optional() });
const httpsUrl = z
  .string()
  .refine((value) => value.startsWith('https://'))
  .optional()
  .catch(undefined);
const profileSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  kakao_account: z
    .object({
      profile: z
        .object({
          nickname: z.string().optional().catch(undefined),
          profile_image_url: httpsUrl,
          thumbnail_image_url: httpsUrl,
          is_default_image: z.boolean().optional().catch(undefined),
        })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

/** OAuth error codes (KOExxx) that mean our app setup is wrong, not the user's code. */
const CONFIG_ERRORS = new Set(['KOE006', 'KOE101', 'KOE010', 'KOE004', 'KOE009']);

async function call(
  outbound: Outbound,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await outbound.service(new URL(url), init, TIMEOUT_MS);
  } catch (error) {
    throw new KakaoError('unavailable', `request to ${url} failed: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** Exchanges an authorization code for Kakao's access token (POST {auth}/oauth/token). */
export async function exchangeKakaoCode(
  outbound: Outbound,
  config: KakaoConfig,
  code: string,
  redirectUri: string,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.restApiKey ?? '',
    redirect_uri: redirectUri,
    code,
  });
  if (config.clientSecret) form.set('client_secret', config.clientSecret);
  const { status, body } = await call(outbound, `${config.authBaseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: form.toString(),
  });
  if (status === 200) {
    const parsed = tokenSchema.safeParse(body);
    if (parsed.success) return parsed.data.access_token;
    throw new KakaoError('unavailable', 'token reply without access_token');
  }
  const error = oauthErrorSchema.safeParse(body).data ?? {};
  const detail = `token ${status}: ${error.error_code ?? ''} ${error.error ?? ''} ${error.error_description ?? ''}`;
  if (error.error_code && CONFIG_ERRORS.has(error.error_code))
    throw new KakaoError('config', detail);
  if (error.error === 'invalid_client' || error.error === 'unauthorized_client') {
    throw new KakaoError('config', detail);
  }
  if (status >= 400 && status < 500 && status !== 429) throw new KakaoError('code', detail);
  throw new KakaoError('unavailable', detail);
}

/** Reads the user behind a Kakao access token (GET {api}/v2/user/me, https image URLs). */
export async function fetchKakaoProfile(
  outbound: Outbound,
  config: KakaoConfig,
  accessToken: string,
): Promise<KakaoProfile> {
  const { status, body } = await call(
    outbound,
    `${config.apiBaseUrl}/v2/user/me?secure_resource=true`,
    {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}` },
    },
  );
  if (status !== 200) {
    const error = apiErrorSchema.safeParse(body).data ?? {};
    const detail = `user/me ${status}: ${error.code ?? ''} ${error.msg ?? ''}`;
    if (error.code === -402) throw new KakaoError('consent', detail);
    if (error.code === -401 || error.code === -101) throw new KakaoError('code', detail);
    throw new KakaoError('unavailable', detail);
  }
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) throw new KakaoError('unavailable', 'user/me reply without an id');
  const profile = parsed.data.kakao_account?.profile;
  const customImage = profile?.is_default_image !== true;
  return {
    id: String(parsed.data.id),
    nickname: profile?.nickname,
    profileImageUrl: customImage ? profile?.profile_image_url : undefined,
    thumbnailUrl: customImage ? profile?.thumbnail_image_url : undefined,
  };
}
