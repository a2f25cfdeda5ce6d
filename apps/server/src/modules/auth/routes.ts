import {
  availabilityResponseSchema,
  emailRequestSchema,
  emailSchema,
  joinRequestSchema,
  joinResponseSchema,
  kakaoLoginRequestSchema,
  kakaoStateResponseSchema,
  loginRequestSchema,
  messages,
  passwordResetConfirmSchema,
  paths,
  refreshResponseSchema,
  resultResponseSchema,
  text,
  tokenResponseSchema,
  unlockRequestSchema,
  unlockResponseSchema,
} from '@akkyeo/contracts';
import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas';
import { authCookieOptions, KAKAO_STATE_COOKIE, REFRESH_COOKIE } from './cookies';
import { deviceCookieOptions } from './device-cookie';
import type { AuthService } from './auth-service';
import { KAKAO_STATE_TTL_SECONDS } from './kakao-login';
import type { IssuedSession } from './sessions';

const HOUR = 60 * 60;
const CHECKS_PER_MINUTE = 60;
const RESET_CONFIRMS_PER_HOUR = 30;
const UNLOCKS_PER_HOUR = 30;
/** Routes that must work with a stale X-AUTH-TOKEN (the client may still hold an expired one). */
const publicRoute = { ignoreInvalidToken: true };

/** /v1/auth: join, ID and email checks, login, refresh, logout, Kakao login, find ID, password reset. */
const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  await app.register(cookie);
  const { config } = app;

  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    const maxAge = (session.refreshExpiresAt.getTime() - Date.now()) / 1000;
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, authCookieOptions(config, maxAge));
    return { token: session.accessToken };
  };
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, authCookieOptions(config, 0));

  const mailLimit = app.rateLimit({
    name: 'mail:ip',
    limit: config.rateLimits.mails,
    windowSeconds: HOUR,
    reason: 'recovery',
  });

  app.post(
    paths.auth.join,
    {
      config: publicRoute,
      preHandler: app.rateLimit({
        name: 'join:ip',
        limit: config.rateLimits.joins,
        windowSeconds: HOUR,
      }),
      schema: {
        tags: ['auth'],
        summary: 'Join with ID, password, nickname (`name`) and email',
        description:
          'ID: 4–16 of a-z, 0-9 and _, starting with a letter. Password: 8–16 with a letter, a digit and a special character, not a common one and not containing the ID. Nickname 3–10.',
        body: joinRequestSchema,
        response: { 200: joinResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => auth.join(request.body),
  );

  const checkLimit = app.rateLimit({
    name: 'check:ip',
    limit: CHECKS_PER_MINUTE,
    windowSeconds: 60,
  });

  app.get(
    paths.auth.checkEmail,
    {
      config: publicRoute,
      preHandler: checkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Is this email free to join with?',
        params: z.object({ email: text().max(320) }),
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const email = emailSchema.safeParse(request.params.email);
      if (!email.success) {
        return { result: false, id: request.params.email, message: messages.auth.emailFormat };
      }
      return auth.checkEmail(email.data);
    },
  );

  app.get(
    paths.auth.checkId,
    {
      config: publicRoute,
      preHandler: checkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Is this login ID free to join with?',
        params: z.object({ id: text().max(100) }),
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.checkLoginId(request.params.id),
  );

  app.post(
    paths.auth.login,
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Log in with login ID (or email) and password',
        description:
          'Returns the access token; the refresh token comes as an httpOnly cookie on /v1/auth, with a signed device cookie of the account (`akkyeo_device_{memberId}`). Unknown ID and wrong password get the same 401 LOGIN_FAILED. Throttles answer 429 with Retry-After: a browser with the device cookie only after its own failures; other browsers per address and ID, per address, and per account (slowed, then locked; the owner is mailed an unlock link). See docs/security.md.',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { session, device } = await auth.login(request.body, {
        ip: request.ip,
        cookies: request.cookies,
      });
      reply.setCookie(device.name, device.value, deviceCookieOptions(config));
      return sendSession(reply, session);
    },
  );

  app.post(
    paths.auth.refresh,
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token',
        description:
          'Rotates the refresh token on every use; presenting a used one revokes its whole family (RFC 9700). A family lives 14 days from its login.',
        response: { 200: refreshResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.rotateSession(request.cookies[REFRESH_COOKIE], (reuse) =>
          request.log.warn(reuse, 'refresh token reused: family revoked'),
        );
        return sendSession(reply, session);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.get(
    paths.auth.logout,
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the refresh family and clear its cookie',
        response: { 200: resultResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.endSession(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { result: true as const, message: messages.auth.loggedOut };
    },
  );

  app.post(
    paths.auth.kakaoState,
    {
      config: publicRoute,
      preHandler: checkLimit,
      schema: {
        tags: ['auth'],
        summary: 'A single-use state for Kakao login (valid 10 minutes, bound to this browser)',
        response: { 200: kakaoStateResponseSchema, ...errorResponses(429, 503) },
      },
    },
    async (_request, reply) => {
      const state = await auth.createKakaoState();
      reply.setCookie(
        KAKAO_STATE_COOKIE,
        state,
        authCookieOptions(config, KAKAO_STATE_TTL_SECONDS, 'lax'),
      );
      return { state };
    },
  );

  app.post(
    paths.auth.kakao,
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Log in (or join) with the code Kakao sent to the redirect URI',
        description:
          'Exchanges the code at Kakao, reads /v2/user/me and finds or creates the member by Kakao id. Replies like login.',
        body: kakaoLoginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const browserState = request.cookies[KAKAO_STATE_COOKIE];
      reply.clearCookie(KAKAO_STATE_COOKIE, authCookieOptions(config, 0, 'lax'));
      return sendSession(reply, await auth.kakaoLogin(request.body, browserState));
    },
  );

  app.post(
    paths.auth.findId,
    {
      config: publicRoute,
      preHandler: mailLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail the login ID to the address (same answer whether or not it is registered)',
        body: emailRequestSchema,
        response: { 200: resultResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.requestFindId(request.body.email),
  );

  app.post(
    paths.auth.passwordReset,
    {
      config: publicRoute,
      preHandler: mailLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (single use, 30 minutes); same answer for any address',
        body: emailRequestSchema,
        response: { 200: resultResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.requestPasswordReset(request.body.email),
  );

  app.post(
    paths.auth.passwordResetConfirm,
    {
      config: publicRoute,
      preHandler: app.rateLimit({
        name: 'reset-confirm:ip',
        limit: RESET_CONFIRMS_PER_HOUR,
        windowSeconds: HOUR,
        reason: 'recovery',
      }),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description: 'Spends the token and revokes every session of the member.',
        body: passwordResetConfirmSchema,
        response: { 200: resultResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.confirmPasswordReset(request.body.token, request.body.password),
  );

  app.post(
    paths.auth.unlock,
    {
      config: publicRoute,
      preHandler: app.rateLimit({
        name: 'unlock:ip',
        limit: UNLOCKS_PER_HOUR,
        windowSeconds: HOUR,
        reason: 'recovery',
      }),
      schema: {
        tags: ['auth'],
        summary: 'Spend a mailed unlock link: this browser becomes a known device of the account',
        description:
          'The token works once, for 30 minutes. Sets the device cookie, so this browser may log in while unknown devices are locked out; it does not log in by itself.',
        body: unlockRequestSchema,
        response: { 200: unlockResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { loginId, device } = await auth.unlockDevice(request.body.token);
      reply.setCookie(device.name, device.value, deviceCookieOptions(config));
      return { result: true as const, id: loginId, message: messages.auth.unlockDone(loginId) };
    },
  );
};

export default fp(authRoutes, {
  name: 'auth-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
