import { roleSchema, type AccessTokenClaims, type Role } from '@akkyeo/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config';

/** The caller behind a valid access token. */
export interface AuthMember {
  id: number;
  roles: Role[];
  /** The refresh-token family (login session) the token was issued for, when it has one. */
  sessionId?: string;
}

export interface AccessTokenSubject {
  memberId: number;
  roles: Role[];
  nickname: string;
  sessionId?: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'akkyeo';
const AUDIENCE = 'akkyeo-web';

/** What verification reads of the claims (jose checks `exp`). */
const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,15}$/),
  roles: z.array(roleSchema),
  sid: z.uuid().optional(),
}) satisfies z.ZodType<Pick<AccessTokenClaims, 'sub' | 'roles' | 'sid'>>;

const keyOf = (config: Pick<Config, 'jwtSecret'>) => new TextEncoder().encode(config.jwtSecret);

/** Signs the access token sent in `X-AUTH-TOKEN` (HS256, 30 minutes; subject = member id). */
export async function signAccessToken(
  config: Pick<Config, 'jwtSecret'>,
  subject: AccessTokenSubject,
): Promise<string> {
  const claims: Omit<AccessTokenClaims, 'sub' | 'exp'> = {
    roles: subject.roles,
    nickname: subject.nickname,
  };
  if (subject.sessionId) claims.sid = subject.sessionId;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(config));
}

export interface VerifiedAccessToken {
  member: AuthMember;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

/** Verifies signature, algorithm, issuer, audience and expiry; throws when any fails. */
export async function verifyAccessToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<VerifiedAccessToken> {
  const { payload } = await jwtVerify(token, keyOf(config), {
    algorithms: [ALGORITHM],
    issuer: ISSUER,
    audience: AUDIENCE,
    requiredClaims: ['exp', 'sub'],
  });
  const claims = claimsSchema.parse(payload);
  const member: AuthMember = { id: Number(claims.sub), roles: claims.roles };
  if (claims.sid) member.sessionId = claims.sid;
  return { member, expiresAt: (payload.exp ?? 0) * 1000 };
}
