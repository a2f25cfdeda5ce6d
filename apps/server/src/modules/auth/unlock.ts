import { appPath, messages } from '@akkyeo/contracts';
import type { Member } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { issueDeviceCookie, type IssuedDeviceCookie } from './device-cookie';
import { consumeOneTimeToken, insertOneTimeToken } from './queries';
import { hashSecret, newSecret } from './secure-token';
import type { AuthDeps } from './service';

/** An unlock link works once, for this long. */
export const UNLOCK_TOKEN_TTL_SECONDS = 30 * 60;
/** Lockout notices an account receives a day at most, however long an attack goes on. */
const NOTICES_PER_DAY = 3;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Tells the owner (a manager's or admin's account alike) that unknown devices are locked out,
 * with a one-time link that makes the browser opening it a known device; three a day at most.
 * Runs after the reply, so the reply's timing tells nothing about the account.
 */
export function sendLockoutNotice(deps: AuthDeps, member: Member): void {
  const { email } = member;
  if (!email || !member.password_hash) return;
  const mail = async () => {
    const quota = await deps.limiter.hit(
      `mail:lockout:member:${member.id}`,
      NOTICES_PER_DAY,
      DAY_SECONDS,
    );
    if (!quota.allowed) return;
    const token = newSecret();
    await insertOneTimeToken(deps.db, 'login_unlock_token', {
      member_id: member.id,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + UNLOCK_TOKEN_TTL_SECONDS * 1000),
    });
    const link = `${deps.config.publicUrl}${appPath('loginUnlock')}?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: email,
      subject: messages.auth.mail.lockedSubject,
      text: messages.auth.mail.lockedBody(
        deps.config.login.lockoutMinutes,
        link,
        UNLOCK_TOKEN_TTL_SECONDS / 60,
      ),
    });
  };
  mail().catch((error: unknown) => deps.log.error({ err: error }, 'lockout notice failed'));
}

/** Spends an unlock token: the account's login ID and the device cookie for this browser. */
export async function unlockDevice(
  deps: AuthDeps,
  token: string,
): Promise<{ loginId: string; device: IssuedDeviceCookie }> {
  const memberId = await consumeOneTimeToken(deps.db, 'login_unlock_token', hashSecret(token));
  const member = memberId === undefined ? undefined : await deps.accounts.byId(deps.db, memberId);
  if (!member?.login_id) throw new AppError(400, 'INVALID_UNLOCK_TOKEN');
  return {
    loginId: member.login_id,
    device: issueDeviceCookie(deps.config.jwtSecret, member.id),
  };
}
