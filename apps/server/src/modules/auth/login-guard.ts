import type { Config } from '../../config';
import { RateLimitedError, type RateLimiter } from '../../plugins/rate-limit';
import type { Device } from './device-cookie';

/**
 * The layers that throttle password logins (docs/security.md, "Logins and lockouts"), all kept
 * in the shared rate_limit table:
 * - a known device (a valid device cookie of the account) is judged by its own failures only;
 * - unknown devices: attempts a minute per address and ID, failures per address across
 *   accounts, and failures per account, which first slow every unknown device down (one try per
 *   1 s, 2 s, 4 s … up to a minute) and then block them until the window ends.
 */
export interface LoginGuardDeps {
  limiter: RateLimiter;
  config: Pick<Config, 'login' | 'rateLimits'>;
}

export interface LoginAttempt {
  ip: string;
  /** The ID or email as typed, lowercased. */
  loginId: string;
  /** `member:<id>` for an account, else the typed ID (so unknown IDs are throttled alike). */
  account: string;
  /** Set when the browser carries a valid device cookie of the account. */
  device: Device | undefined;
}

const ATTEMPT_WINDOW_SECONDS = 60;
const MAX_PACE_SECONDS = 60;

const keys = (attempt: LoginAttempt) => ({
  attempts: `login:${attempt.ip}:${attempt.loginId}`,
  address: `login-fail:ip:${attempt.ip}`,
  account: `login-fail:account:${attempt.account}`,
  pace: `login-pace:account:${attempt.account}`,
  device: attempt.device && `login-fail:device:${attempt.device.memberId}:${attempt.device.nonce}`,
});

/** Throws 429 RATE_LIMITED (with Retry-After) when this attempt may not be tried now. */
export async function admitLogin(deps: LoginGuardDeps, attempt: LoginAttempt): Promise<void> {
  const { limiter, config } = deps;
  const key = keys(attempt);
  if (key.device) {
    const seen = await limiter.peek(key.device);
    if (seen.count >= config.login.deviceFailures) {
      throw new RateLimitedError(seen.retryAfterSeconds, 'login');
    }
    return;
  }
  const tries = await limiter.hit(
    key.attempts,
    config.rateLimits.loginFailures,
    ATTEMPT_WINDOW_SECONDS,
  );
  if (!tries.allowed) throw new RateLimitedError(tries.retryAfterSeconds, 'login');
  const address = await limiter.peek(key.address);
  if (address.count >= config.login.addressFailures) {
    throw new RateLimitedError(address.retryAfterSeconds, 'login');
  }
  const account = await limiter.peek(key.account);
  if (account.count >= config.login.unknownDeviceFailures) {
    throw new RateLimitedError(account.retryAfterSeconds, 'loginLocked');
  }
  if (account.count >= config.login.slowdownAfter) {
    const wait = Math.min(MAX_PACE_SECONDS, 2 ** (account.count - config.login.slowdownAfter));
    const pace = await limiter.hit(key.pace, 1, wait);
    if (!pace.allowed) throw new RateLimitedError(pace.retryAfterSeconds, 'login');
  }
}

/**
 * Counts a wrong password. True when it is the failure that locks unknown devices out of the
 * account (once a window: the moment to tell the owner).
 */
export async function recordLoginFailure(
  deps: LoginGuardDeps,
  attempt: LoginAttempt,
): Promise<boolean> {
  const { limiter, config } = deps;
  const window = config.login.lockoutMinutes * 60;
  const key = keys(attempt);
  if (key.device) {
    await limiter.hit(key.device, config.login.deviceFailures, window);
    return false;
  }
  await limiter.hit(key.address, config.login.addressFailures, window);
  const account = await limiter.hit(key.account, config.login.unknownDeviceFailures, window);
  return account.count === config.login.unknownDeviceFailures;
}

/** A right password: the attempt's own counters start over (the account's and address's do not). */
export async function recordLoginSuccess(
  deps: LoginGuardDeps,
  attempt: LoginAttempt,
): Promise<void> {
  const key = keys(attempt);
  await deps.limiter.reset(key.device ?? key.attempts);
}
