import { AUTH_HEADER, type Role } from '@akkyeo/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { SessionChecks } from './session-checks';
import { verifyAccessToken, type AuthMember, type VerifiedAccessToken } from './tokens';

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
const MAX_CACHED_TOKENS = 10_000;

/** Tokens whose signature and claims were checked, kept until they expire (bounded, oldest out). */
function createVerifiedTokenCache(config: Config) {
  const verified = new Map<string, VerifiedAccessToken>();
  return async (token: string): Promise<AuthMember> => {
    const hit = verified.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit.member;
    if (hit) verified.delete(token);
    const result = await verifyAccessToken(config, token);
    if (verified.size >= MAX_CACHED_TOKENS) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, result);
    return result.member;
  };
}

/**
 * Reads `X-AUTH-TOKEN` on every request. A valid token whose login session is still live sets
 * `request.member`; an invalid or expired token, or one of a revoked session (logout, refresh
 * reuse, password change or reset), answers 401 LOGIN_REQUIRED (so the client refreshes) unless
 * the route sets `config.ignoreInvalidToken`. Verified tokens are cached for their lifetime and
 * session checks for a short while (see session-checks.ts).
 */
export default fp<{ config: Config; sessions: SessionChecks }>(
  (app, { config, sessions }, done) => {
    app.decorateRequest('member', null);
    const verify = createVerifiedTokenCache(config);
    const authenticate = async (token: string): Promise<AuthMember | null> => {
      let member: AuthMember;
      try {
        member = await verify(token);
      } catch {
        return null;
      }
      const live = !member.sessionId || (await sessions.isLive(member.sessionId));
      return live ? member : null;
    };

    app.addHook('onRequest', async (request) => {
      const raw = request.headers[HEADER];
      const token = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '').trim() ?? '';
      if (ABSENT.has(token)) return;
      const member = await authenticate(token);
      if (member) request.member = member;
      else if (!request.is404 && !request.routeOptions.config.ignoreInvalidToken) {
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
