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
import { RateLimitedError, type RateLimiter } from '../../plugins/rate-limit';
import type { Mailer } from '../mail/mailer';
import { loginIdProblem } from './login-id';
import type { SessionChecks } from './session-checks';

import type { MemberAccounts } from '../member/accounts';
import { startSession, type IssuedSession } from './sessions';

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

const LOGIN_WINDOW_SECONDS = 60;
/** Failures per IP and per account are counted over this window. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Per IP across IDs: this many times the per-(IP, ID) limit; per account across IPs: this many. */
const IP_FAILURES_FACTOR = 5;
const ACCOUNT_FAILURES_FACTOR = 2;

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

/**
 * Logs in by login ID or email. Unknown IDs, members without a password and wrong passwords get
 * the same 401. Throttled in layers, each answering 429 with Retry-After: attempts a minute per
 * IP and ID, failures per IP across IDs, and failures per account across IPs (the account's
 * owner gets a notice mail when that limit is reached).
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  ip: string,
): Promise<IssuedSession> {
  const key = `login:${ip}:${input.id.toLowerCase()}`;
  const attempt = await deps.limiter.hit(
    key,
    deps.config.rateLimits.loginFailures,
    LOGIN_WINDOW_SECONDS,
  );
  if (!attempt.allowed) throw new RateLimitedError(attempt.retryAfterSeconds, 'login');
  const member = input.id.includes('@')
    ? await deps.accounts.byEmail(deps.db, input.id)
    : await deps.accounts.byLoginId(deps.db, input.id);
  const layers = failureLayers(deps, ip, member ? `member:${member.id}` : input.id.toLowerCase());
  for (const layer of layers) {
    const seen = await deps.limiter.peek(layer.key);
    if (seen.count >= layer.limit) throw new RateLimitedError(seen.retryAfterSeconds, 'login');
  }
  if (!(await passwordMatches(member, input.password))) {
    for (const layer of layers) {
      const failure = await deps.limiter.hit(layer.key, layer.limit, FAILURE_WINDOW_SECONDS);
      if (layer.notifies && member?.email && failure.count === layer.limit) {
        sendBurstNotice(deps, member.email);
      }
    }
    throw new AppError(401, 'LOGIN_FAILED');
  }
  await deps.limiter.reset(key);
  return startSession(deps, member as Member);
}

/** Failed logins a window per IP (across IDs) and per account (across IPs). */
function failureLayers(deps: AuthDeps, ip: string, account: string) {
  const perId = deps.config.rateLimits.loginFailures;
  return [
    { key: `login-fail:ip:${ip}`, limit: perId * IP_FAILURES_FACTOR, notifies: false },
    {
      key: `login-fail:account:${account}`,
      limit: perId * ACCOUNT_FAILURES_FACTOR,
      notifies: true,
    },
  ];
}

function sendBurstNotice(deps: AuthDeps, email: string): void {
  deps.mailer
    .send({
      to: email,
      subject: messages.protection.loginBurstSubject,
      text: messages.protection.loginBurstBody(FAILURE_WINDOW_SECONDS / 60),
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'login notice mail failed'));
}

async function passwordMatches(member: Member | undefined, password: string): Promise<boolean> {
  if (member?.password_hash) return verifyPassword(member.password_hash, password);
  decoyHash ??= hashPassword('decoy-password-1!');
  await verifyPassword(await decoyHash, password);
  return false;
}
