/** Name of the security scheme routes list in `schema.security`. */
export const AUTH_SCHEME = 'authToken';

type Security = { [scheme: string]: string[] }[];

/** `schema.security` of a route that serves anonymous callers too. */
export const optionalAuthSecurity: Security = [{}, { [AUTH_SCHEME]: [] }];
/** `schema.security` of a route that requires login. */
export const authSecurity: Security = [{ [AUTH_SCHEME]: [] }];
