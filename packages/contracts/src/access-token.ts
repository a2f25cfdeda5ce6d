import type { Role } from './constants';

/**
 * Claims of the access token sent in `X-AUTH-TOKEN`: the server signs and verifies them, the web
 * app reads them. `sub` is the member id, `sid` the refresh-token family (login session) the
 * token was issued for, `exp` the expiry in epoch seconds.
 */
export interface AccessTokenClaims {
  sub: string;
  roles: Role[];
  nickname?: string;
  sid?: string;
  exp: number;
}
