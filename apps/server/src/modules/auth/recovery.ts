import { messages, passwordProblem, type ResultResponse } from '@akkyeo/contracts';
import type { Member } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { Mail } from '../mail/mailer';
import { consumeOneTimeToken, expireResetTokens, insertOneTimeToken } from './queries';
import { hashSecret, newSecret } from './secure-token';
import type { AuthDeps } from './service';
import { revokeSessions } from './sessions';

/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
const MAIL_WINDOW_SECONDS = 60 * 60;
/** The web page the reset link opens. */
export const RESET_PAGE_PATH = '/password/reset';

/**
 * Mails the member's ID to the address. Answers the same whether or not the address belongs to
 * anyone; the mail is sent after the reply so timing tells nothing either.
 */
export async function requestFindId(deps: AuthDeps, email: string): Promise<ResultResponse> {
  const member = await memberForMail(deps, email);
  if (member) {
    sendLater(deps, {
      to: email,
      subject: messages.auth.mail.findIdSubject,
      text: member.login_id
        ? messages.auth.mail.findIdBody(member.login_id)
        : messages.auth.mail.findIdKakaoBody,
    });
  }
  return { result: true, message: messages.auth.findIdSent };
}

/** Mails a single-use link (30 minutes) to set a new password; same answer for any address. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<ResultResponse> {
  const member = await memberForMail(deps, email);
  if (member?.login_id) {
    const token = newSecret();
    await insertOneTimeToken(deps.db, 'password_reset_token', {
      member_id: member.id,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
    const link = `${deps.config.publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    sendLater(deps, {
      to: email,
      subject: messages.auth.mail.resetSubject,
      text: messages.auth.mail.resetBody(link),
    });
  }
  return { result: true, message: messages.auth.resetSent };
}

/**
 * Sets a new password with a reset token: the token is spent, the member's other reset links
 * end, and every refresh family of the member is revoked — all in one transaction.
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  token: string,
  password: string,
): Promise<ResultResponse> {
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const memberId = await consumeOneTimeToken(trx, 'password_reset_token', hashSecret(token));
    const member = memberId === undefined ? undefined : await deps.accounts.byId(trx, memberId);
    if (!member) throw new AppError(400, 'INVALID_RESET_TOKEN');
    const problem = passwordProblem(password, member.login_id);
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem);
    await deps.accounts.setPassword(trx, member.id, hash);
    await expireResetTokens(trx, member.id);
    await revokeSessions(deps.sessions, trx, member.id);
  });
  deps.sessions.forget();
  return { result: true, message: messages.auth.resetDone };
}

/** The member with this address, unless the address already had its mails for the hour. */
async function memberForMail(deps: AuthDeps, email: string): Promise<Member | undefined> {
  const perAddress = await deps.limiter.hit(
    `mail:address:${email.toLowerCase()}`,
    deps.config.rateLimits.mails,
    MAIL_WINDOW_SECONDS,
  );
  if (!perAddress.allowed) {
    deps.log.info('account mail skipped: too many for this address');
    return undefined;
  }
  return deps.accounts.byEmail(deps.db, email);
}

function sendLater(deps: AuthDeps, mail: Mail): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error }, 'account mail could not be sent');
  });
}
