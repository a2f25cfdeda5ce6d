import { z } from './zod';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  type Role,
} from './constants';
import * as messages from './messages';
import { text } from './text';

export const roleSchema = z.enum(ROLES);

/** Reply of login, Kakao login and refresh: the access token for `X-AUTH-TOKEN`. */
export const tokenResponseSchema = z.object({ token: z.string() }).meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Reply of POST /v1/auth/refresh (product rules §4, token refresh): `{ token }`, the new
 * access token; the rotated refresh token comes back as the cookie.
 */
export const refreshResponseSchema = tokenResponseSchema;
export type RefreshResponse = TokenResponse;

/** The `roles` claim of a member with a role: each role includes those below it. */
export function grantedRoles(role: Role): Role[] {
  if (role === 'ROLE_ADMIN') return ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN'];
  if (role === 'ROLE_MANAGER') return ['ROLE_USER', 'ROLE_MANAGER'];
  return ['ROLE_USER'];
}

/**
 * Login IDs: 4–16 characters of lowercase letters, digits and `_`, starting with a letter.
 * Stored and compared as typed (already lowercase).
 */
export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9_]{3,15}$/;
/** 8–16 characters with at least one letter, one digit and one special character, no spaces. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s])[^\\s]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);
export const EMAIL_MAX_LENGTH = 254;

export const loginIdSchema = text().trim().regex(LOGIN_ID_PATTERN, messages.auth.idFormat);
export const passwordSchema = text().regex(PASSWORD_PATTERN, messages.auth.passwordPolicy);
export const emailSchema = text()
  .trim()
  .max(EMAIL_MAX_LENGTH, messages.auth.emailFormat)
  .pipe(z.email(messages.auth.emailFormat));
export const nicknameSchema = text()
  .trim()
  .min(NICKNAME_MIN_LENGTH, messages.member.nicknameLength)
  .max(NICKNAME_MAX_LENGTH, messages.member.nicknameLength);

/** POST /v1/auth/join. `name` is the nickname; joining accepts the terms (the form requires it). */
export const joinRequestSchema = z
  .object({
    id: loginIdSchema,
    password: passwordSchema,
    name: nicknameSchema,
    email: emailSchema,
    marketingAgreed: z.boolean().default(false),
  })
  .meta({ id: 'JoinRequest' });
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const joinResponseSchema = z
  .object({ result: z.literal(true), id: z.string() })
  .meta({ id: 'JoinResponse' });
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** GET /v1/auth/{id} and /v1/auth/email/{email}: `result` true when the value is free to use. */
export const availabilityResponseSchema = z
  .object({ result: z.boolean(), id: z.string(), message: z.string() })
  .meta({ id: 'AvailabilityResponse' });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** POST /v1/auth/login: `id` is the login ID or the email. */
export const loginRequestSchema = z
  .object({
    id: text().trim().min(1).max(EMAIL_MAX_LENGTH),
    password: text().min(1).max(128),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /v1/auth/kakao/state: a single-use `state` for Kakao's authorize URL, valid 10 minutes. */
export const kakaoStateResponseSchema = z
  .object({ state: z.string() })
  .meta({ id: 'KakaoStateResponse' });
export type KakaoStateResponse = z.infer<typeof kakaoStateResponseSchema>;

/** POST /v1/auth/kakao: the code and state Kakao sent back to the redirect URI. */
export const kakaoLoginRequestSchema = z
  .object({
    code: text().trim().min(1).max(1024),
    state: text().trim().min(1).max(256),
    redirectUri: text().trim().min(1).max(2048),
  })
  .meta({ id: 'KakaoLoginRequest' });
export type KakaoLoginRequest = z.infer<typeof kakaoLoginRequestSchema>;

/** POST /v1/auth/find-id and /v1/auth/password-reset. */
export const emailRequestSchema = z.object({ email: emailSchema }).meta({ id: 'EmailRequest' });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** POST /v1/auth/password-reset/confirm: the token from the mailed link and the new password. */
export const passwordResetConfirmSchema = z
  .object({ token: text().trim().min(1).max(256), password: passwordSchema })
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /v1/auth/unlock: the token of a mailed unlock link. */
export const unlockRequestSchema = z
  .object({ token: text().trim().min(1).max(256) })
  .meta({ id: 'UnlockRequest' });
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

/** The unlocked account's login ID (to fill in the login form) and a message fit to show. */
export const unlockResponseSchema = z
  .object({ result: z.literal(true), id: z.string(), message: z.string() })
  .meta({ id: 'UnlockResponse' });
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

/** A plain acknowledgement with a message fit to show (mails are answered the same either way). */
export const resultResponseSchema = z
  .object({ result: z.literal(true), message: z.string() })
  .meta({ id: 'ResultResponse' });
export type ResultResponse = z.infer<typeof resultResponseSchema>;
