import {
  MARKETING_CONSENT_VERSION,
  messages,
  passwordProblem,
  type AvailabilityResponse,
  type JoinResponse,
  type LoginRequest,
} from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB, Member } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { Outbound } from '../../lib/outbound';
import { hashPassword, verifyPassword } from '../../lib/password';
import { uniqueViolation } from '../../lib/unique-violation';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Mailer } from '../mail/mailer';
import {
  deviceCookieName,
  issueDeviceCookie,
  readDeviceCookie,
  type IssuedDeviceCookie,
} from './device-cookie';
import {
  admitLogin,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttempt,
} from './login-guard';
import { loginIdProblem } from './login-id';
import type { SessionChecks } from './session-checks';

import type { MemberAccounts } from './member-accounts';
import { startSession, type IssuedSession } from './sessions';
import { sendLockoutNotice } from './unlock';

export interface AuthDeps {
  db: Kysely<DB>;
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Sends the Kakao login calls. */
  outbound: Outbound;
  sessions: SessionChecks;
  /** The member rows (the member service). */
  accounts: MemberAccounts;
}

export interface JoinInput {
  id: string;
  password: string;
  name: string;
  email: string;
  marketingAgreed: boolean;
}

/** Verified against when a login names nobody, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/** The 409 for a unique constraint of member, or undefined for other constraints. */
export function duplicateError(constraint: string): AppError | undefined {
  if (constraint.includes('login_id')) return new AppError(409, 'DUPLICATE_ID');
  if (constraint.includes('email')) return new AppError(409, 'DUPLICATE_EMAIL');
  if (constraint.includes('nickname')) return new AppError(409, 'DUPLICATE_NICKNAME');
  return undefined;
}

/** Creates a member with ID and password; terms accepted now, marketing consent with its version. */
export async function join(deps: AuthDeps, input: JoinInput): Promise<JoinResponse> {
  const idProblem = loginIdProblem(input.id);
  if (idProblem) throw invalid(idProblem);
  const pwProblem = passwordProblem(input.password, input.id);
  if (pwProblem) throw invalid(pwProblem);
  const now = new Date();
  try {
    await deps.accounts.insert(deps.db, {
      login_id: input.id,
      email: input.email,
      password_hash: await hashPassword(input.password),
      nickname: input.name,
      terms_agreed_at: now,
      marketing_agreed: input.marketingAgreed,
      marketing_agreed_at: input.marketingAgreed ? now : null,
      marketing_version: input.marketingAgreed ? MARKETING_CONSENT_VERSION : null,
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    const duplicate = constraint === undefined ? undefined : duplicateError(constraint);
    throw duplicate ?? error;
  }
  return { result: true, id: input.id };
}

export async function checkLoginId(deps: AuthDeps, id: string): Promise<AvailabilityResponse> {
  const problem = loginIdProblem(id);
  if (problem) return { result: false, id, message: problem };
  if (await deps.accounts.loginIdTaken(deps.db, id)) {
    return { result: false, id, message: messages.errors.DUPLICATE_ID };
  }
  return { result: true, id, message: messages.auth.idAvailable };
}

export async function checkEmail(deps: AuthDeps, email: string): Promise<AvailabilityResponse> {
  if (await deps.accounts.emailTaken(deps.db, email)) {
    return { result: false, id: email, message: messages.errors.DUPLICATE_EMAIL };
  }
  return { result: true, id: email, message: messages.auth.emailAvailable };
}

/** A login's session and the device cookie that makes this browser a known device of the account. */
export interface LoginResult {
  session: IssuedSession;
  device: IssuedDeviceCookie;
}

/**
 * Logs in by login ID or email. Unknown IDs, members without a password and wrong passwords get
 * the same 401. Throttled in layers (login-guard.ts), each answering 429 with Retry-After; a
 * browser with the account's device cookie is judged by its own failures only. The failure
 * that locks unknown devices out mails the owner an unlock link.
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  client: { ip: string; cookies: Record<string, string | undefined> },
): Promise<LoginResult> {
  const member = input.id.includes('@')
    ? await deps.accounts.byEmail(deps.db, input.id)
    : await deps.accounts.byLoginId(deps.db, input.id);
  const loginId = input.id.toLowerCase();
  const attempt: LoginAttempt = {
    ip: client.ip,
    loginId,
    account: member ? `member:${member.id}` : loginId,
    device:
      member &&
      readDeviceCookie(
        deps.config.jwtSecret,
        member.id,
        client.cookies[deviceCookieName(member.id)],
      ),
  };
  await admitLogin(deps, attempt);
  const matches = await passwordMatches(member, input.password);
  if (!member || !matches) {
    const lockedNow = await recordLoginFailure(deps, attempt);
    if (lockedNow && member) sendLockoutNotice(deps, member);
    throw new AppError(401, 'LOGIN_FAILED');
  }
  await recordLoginSuccess(deps, attempt);
  return {
    session: await startSession(deps, member),
    device: issueDeviceCookie(deps.config.jwtSecret, member.id),
  };
}

async function passwordMatches(member: Member | undefined, password: string): Promise<boolean> {
  if (member?.password_hash) return verifyPassword(member.password_hash, password);
  decoyHash ??= hashPassword('decoy-password-1!');
  await verifyPassword(await decoyHash, password);
  return false;
}
