import { z } from 'zod';
import { ROLES } from './constants';

export const roleSchema = z.enum(ROLES);

/** Reply of login, Kakao login and refresh: the access token for `X-AUTH-TOKEN`. */
export const tokenResponseSchema = z.object({ token: z.string() }).meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of the access token the web app reads (subject = member id). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  roles: z.array(roleSchema),
  nickname: z.string().optional(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Name of the header that carries the access token. */
export const AUTH_HEADER = 'X-AUTH-TOKEN';
