import { z } from './zod';
import { nicknameSchema, passwordSchema, roleSchema } from './auth';
import { text } from './text';

/** GET /v1/member/: the caller's profile and activity counts (deleted rows excluded). */
export const memberProfileSchema = z
  .object({
    memberId: z.number().int(),
    loginId: z.string().nullable(),
    nickName: z.string(),
    role: roleSchema,
    /** Profile thumbnail URL; null shows the default icon. */
    thumbImg: z.string().nullable(),
    profileImg: z.string().nullable(),
    kakaoLinked: z.boolean(),
    /** False for members who joined with Kakao only (no password to change). */
    hasPassword: z.boolean(),
    boardCount: z.number().int(),
    boardCommentCount: z.number().int(),
    feedCommentCount: z.number().int(),
    bookMarkCount: z.number().int(),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** PUT /v1/member/nickName. */
export const nicknameUpdateSchema = z
  .object({ nickname: nicknameSchema })
  .meta({ id: 'NicknameUpdate' });
export type NicknameUpdate = z.infer<typeof nicknameUpdateSchema>;
export const nicknameUpdateResponseSchema = z.object({ nickName: z.string() });

/**
 * PUT /v1/member/password: 400 with the policy message when `newPassword` fails it, 401
 * CURRENT_PASSWORD_MISMATCH when `password` is wrong. Success ends the member's other sessions.
 */
export const passwordUpdateSchema = z
  .object({ password: text().min(1).max(128), newPassword: passwordSchema })
  .meta({ id: 'PasswordUpdate' });
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;

/** PUT /v1/member/profile reply: the new image URLs. */
export const profileImageResponseSchema = z
  .object({ profileImg: z.string(), thumbImg: z.string() })
  .meta({ id: 'ProfileImageResponse' });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** Profile images: at most this many bytes and pixels. */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
