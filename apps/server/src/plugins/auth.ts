import { AUTH_HEADER, type Role } from '@akkyeo/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { verifyAccessToken, type AuthMember } from '../modules/auth/tokens';

/** A route hook (onRequest or preHandler) that rejects the request unless the caller qualifies. */
export type AuthHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a valid `X-AUTH-TOKEN`; null when anonymous. */
    member: AuthMember | null;
  }
  interface FastifyInstance {
    /** `onRequest: app.requireAuth` → 401 LOGIN_REQUIRED when anonymous. */
    requireAuth: AuthHook;
    /** `onRequest: app.requireRole('ROLE_MANAGER')` → 401 when anonymous, 403 FORBIDDEN without any of the roles. */
    requireRole: (...roles: Role[]) => AuthHook;
  }
  interface FastifyContextConfig {
    /** Treat an invalid or expired token as anonymous instead of answering 401 (login, refresh). */
    ignoreInvalidToken?: boolean;
  }
}

const HEADER = AUTH_HEADER.toLowerCase();
const ABSENT = new Set(['', 'null', 'undefined']);

/**
 * Reads `X-AUTH-TOKEN` on every request. A valid token sets `request.member`; an invalid or
 * expired one answers 401 LOGIN_REQUIRED (so the client refreshes) unless the route sets
 * `config.ignoreInvalidToken`.
 */
export default fp<{ config: Config }>(
  (app, { config }, done) => {
    app.decorateRequest('member', null);

    app.addHook('onRequest', async (request) => {
      const raw = request.headers[HEADER];
      const token = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '').trim() ?? '';
      if (ABSENT.has(token)) return;
      try {
        request.member = await verifyAccessToken(config, token);
      } catch {
        if (request.is404 || request.routeOptions.config.ignoreInvalidToken) return;
        throw new AppError(401, 'LOGIN_REQUIRED');
      }
    });

    const requireAuth: AuthHook = (request, _reply, next) => {
      next(request.member ? undefined : new AppError(401, 'LOGIN_REQUIRED'));
    };
    const requireRole =
      (...roles: Role[]): AuthHook =>
      (request, _reply, next) => {
        const member = request.member;
        if (!member) return next(new AppError(401, 'LOGIN_REQUIRED'));
        const allowed = roles.some((role) => member.roles.includes(role));
        next(allowed ? undefined : new AppError(403, 'FORBIDDEN'));
      };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireRole', requireRole);
    done();
  },
  { name: 'auth' },
);
