import { randomInt } from 'node:crypto';
import {
  messages,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  type KakaoLoginRequest,
} from '@akkyeo/contracts';
import type { Member } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/unique-violation';
import {
  exchangeKakaoCode,
  fetchKakaoProfile,
  KakaoError,
  type KakaoProfile,
} from './kakao-client';
import { consumeOauthState, insertOauthState } from './queries';
import { hashSecret, newSecret } from './secure-token';
import type { AuthDeps } from './service';
import { startSession, type IssuedSession } from './sessions';

/** A Kakao `state` is valid this long, once. */
export const KAKAO_STATE_TTL_SECONDS = 10 * 60;
const PROVIDER = 'kakao';
const FALLBACK_NICKNAME = '카카오회원';
const NICKNAME_ATTEMPTS = 8;

const unavailable = () => new AppError(503, 'KAKAO_UNAVAILABLE', messages.auth.kakaoUnavailable);
const refused = (message: string) => new AppError(400, 'KAKAO_LOGIN_FAILED', message);

function assertConfigured(deps: AuthDeps): void {
  if (!deps.config.kakao.restApiKey) throw unavailable();
}

/** A fresh single-use `state` for Kakao's authorize URL. */
export async function createKakaoState(deps: AuthDeps): Promise<string> {
  assertConfigured(deps);
  const state = newSecret(24);
  await insertOauthState(deps.db, {
    state_hash: hashSecret(state),
    provider: PROVIDER,
    expires_at: new Date(Date.now() + KAKAO_STATE_TTL_SECONDS * 1000),
  });
  return state;
}

/**
 * Completes a Kakao login: checks the state (single use, issued to this browser), exchanges the
 * code, reads the Kakao user and finds or creates the member by Kakao id (never by email).
 */
export async function kakaoLogin(
  deps: AuthDeps,
  input: KakaoLoginRequest,
  browserState: string | undefined,
): Promise<IssuedSession> {
  assertConfigured(deps);
  const kakao = deps.config.kakao;
  if (input.redirectUri !== kakao.redirectUri) throw refused(messages.auth.kakaoRedirectInvalid);
  const known = await consumeOauthState(deps.db, hashSecret(input.state), PROVIDER);
  if (!known || browserState !== input.state) throw refused(messages.auth.kakaoStateInvalid);

  let profile: KakaoProfile;
  try {
    const accessToken = await exchangeKakaoCode(
      deps.outbound,
      kakao,
      input.code,
      input.redirectUri,
    );
    profile = await fetchKakaoProfile(deps.outbound, kakao, accessToken);
  } catch (error) {
    if (!(error instanceof KakaoError)) throw error;
    deps.log.warn({ failure: error.failure, detail: error.message }, 'Kakao login refused');
    if (error.failure === 'code') throw refused(messages.auth.kakaoCodeInvalid);
    if (error.failure === 'consent') throw refused(messages.auth.kakaoConsentRequired);
    if (error.failure === 'config') deps.log.error('Kakao login is misconfigured');
    throw unavailable();
  }
  const member = await findOrCreateKakaoMember(deps, profile);
  return startSession(deps, member);
}

async function findOrCreateKakaoMember(deps: AuthDeps, profile: KakaoProfile): Promise<Member> {
  for (let attempt = 0; attempt < NICKNAME_ATTEMPTS; attempt++) {
    const existing = await deps.accounts.byKakaoId(deps.db, profile.id);
    if (existing) return existing;
    const nickname = await freeNickname(deps, profile.nickname, attempt);
    try {
      return await deps.accounts.insert(deps.db, {
        kakao_id: profile.id,
        nickname,
        profile_img: profile.profileImageUrl ?? null,
        profile_thumb: profile.thumbnailUrl ?? profile.profileImageUrl ?? null,
        terms_agreed_at: new Date(),
      });
    } catch (error) {
      // A concurrent login of the same Kakao user, or a nickname taken meanwhile: look again.
      if (uniqueViolation(error) === undefined) throw error;
    }
  }
  throw unavailable();
}

/** The Kakao nickname fitted to our length rule, with a random suffix when it is taken. */
async function freeNickname(
  deps: AuthDeps,
  kakaoNickname: string | undefined,
  attempt: number,
): Promise<string> {
  const cleaned = (kakaoNickname ?? '').replace(/\s+/g, ' ').trim();
  const base = cleaned.length > 0 ? cleaned : FALLBACK_NICKNAME;
  const plain = [...base].slice(0, NICKNAME_MAX_LENGTH).join('');
  if (
    attempt === 0 &&
    plain.length >= NICKNAME_MIN_LENGTH &&
    !(await deps.accounts.nicknameTaken(deps.db, plain))
  ) {
    return plain;
  }
  for (let tries = 0; tries < NICKNAME_ATTEMPTS; tries++) {
    const suffix = String(randomInt(1000, 10_000));
    const candidate = [...base].slice(0, NICKNAME_MAX_LENGTH - suffix.length).join('') + suffix;
    if (!(await deps.accounts.nicknameTaken(deps.db, candidate))) return candidate;
  }
  return `${[...base].slice(0, 2).join('')}${randomInt(10_000_000, 100_000_000)}`;
}
