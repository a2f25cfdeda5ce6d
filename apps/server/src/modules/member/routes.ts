import {
  memberProfileSchema,
  messages,
  nicknameUpdateResponseSchema,
  nicknameUpdateSchema,
  passwordUpdateSchema,
  paths,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageResponseSchema,
  resultResponseSchema,
} from '@akkyeo/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';
import { removeTempFiles, spoolToTempFile, UploadTooLargeError } from '../../lib/upload-spool';
import { authSecurity } from '../../plugins/openapi-security';
import { perMember, RateLimitedError } from '../../plugins/rate-limit';
import { memberUploads } from '../../lib/image-slots';
import type { AuthMember } from '../auth/tokens';
import type { MemberService } from './service';

const caller = (request: FastifyRequest): AuthMember => {
  if (!request.member) throw new AppError(401, 'LOGIN_REQUIRED');
  return request.member;
};

/** Streams the one image part of a multipart request to a temporary file, bounded as it arrives. */
async function spoolImagePart(request: FastifyRequest): Promise<string> {
  const part = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError(400, 'VALIDATION_FAILED', messages.member.imageRequired);
  try {
    return (await spoolToTempFile(part.file, PROFILE_IMAGE_MAX_BYTES)).path;
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.member.imageTooLarge);
    }
    throw error;
  }
}

/** Password changes (right or wrong) a member may try per window: guessing the current one is slow. */
const PASSWORD_CHANGES_PER_WINDOW = 5;
const PASSWORD_CHANGE_WINDOW_SECONDS = 15 * 60;
const UPLOAD_BUSY_RETRY_SECONDS = 5;

/** /v1/member: the caller's profile and counts, nickname, password and profile image. */
const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (
  app,
  { members },
) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    paths.member.info,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's profile and activity counts",
        security: authSecurity,
        response: { 200: memberProfileSchema, ...errorResponses(401) },
      },
    },
    (request) => members.profile(caller(request)),
  );

  app.put(
    paths.member.nickname,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: 'Change the nickname (3–10 characters, unique)',
        security: authSecurity,
        body: nicknameUpdateSchema,
        response: { 200: nicknameUpdateResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) => members.changeNickname(caller(request), request.body.nickname),
  );

  app.put(
    paths.member.password,
    {
      onRequest: app.requireAuth,
      preHandler: app.rateLimit({
        ...perMember(
          'password-change',
          PASSWORD_CHANGES_PER_WINDOW,
          PASSWORD_CHANGE_WINDOW_SECONDS,
        ),
        reason: 'password',
      }),
      schema: {
        tags: ['member'],
        summary: 'Change the password; ends the other sessions',
        description:
          '400 with the policy message when `newPassword` breaks it; 401 CURRENT_PASSWORD_MISMATCH when `password` is wrong; 429 after 5 attempts in 15 minutes.',
        security: authSecurity,
        body: passwordUpdateSchema,
        response: { 200: resultResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) =>
      members.changePassword(caller(request), request.body.password, request.body.newPassword),
  );

  app.put(
    paths.member.profile,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: 'Change the profile image (multipart, one image file, at most 10 MB / 40 MP)',
        description:
          'Decoded and re-encoded to WebP with a thumbnail; metadata stripped; the previous files are removed.',
        consumes: ['multipart/form-data'],
        security: authSecurity,
        response: {
          200: profileImageResponseSchema,
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const member = caller(request);
      const release = memberUploads.tryAcquire(String(member.id));
      if (!release) throw new RateLimitedError(UPLOAD_BUSY_RETRY_SECONDS);
      try {
        const path = await spoolImagePart(request);
        try {
          return await members.changeProfileImage(member.id, path);
        } finally {
          await removeTempFiles([path]);
        }
      } finally {
        release();
      }
    },
  );
};

export default fp(memberRoutes, {
  name: 'member-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
