import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Kakao user the stub knows. */
export interface KakaoStubUser {
  id: number;
  nickname?: string;
  profileImageUrl?: string;
  thumbnailUrl?: string;
}

export interface KakaoStubOptions {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}

export interface KakaoStubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams | null;
}

export interface KakaoStub {
  /** Base URL for both KAKAO_AUTH_BASE_URL and KAKAO_API_BASE_URL. */
  url: string;
  requests: KakaoStubRequest[];
  /** An authorization code for the user, single use (as Kakao's are). */
  codeFor(user: KakaoStubUser): string;
  /** The user the authorize page signs in next (the browser flow). */
  signInAs(user: KakaoStubUser): void;
  /** Answers the next token request with this status and body. */
  failNextToken(status: number, body: unknown): void;
  /** Answers the next user/me request with this status and body. */
  failNextProfile(status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for kauth.kakao.com and kapi.kakao.com: /oauth/authorize (redirects back with a
 * code and the state), /oauth/token (checks client id, secret, redirect URI and the code; codes
 * are single use: KOE320) and /v2/user/me (checks the bearer token).
 */
export async function startKakaoStub(options: KakaoStubOptions): Promise<KakaoStub> {
  const requests: KakaoStubRequest[] = [];
  const codes = new Map<string, KakaoStubUser>();
  const tokens = new Map<string, KakaoStubUser>();
  let nextUser: KakaoStubUser | undefined;
  let tokenFailure: { status: number; body: unknown } | undefined;
  let profileFailure: { status: number; body: unknown } | undefined;

  const codeFor = (user: KakaoStubUser) => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, user);
    return code;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: ServerResponse, status: number, code: string, error: string) =>
    send(res, status, { error, error_description: `stub: ${code}`, error_code: code });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const isForm = (req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const form = isForm ? new URLSearchParams(Buffer.concat(chunks).toString()) : null;
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });

      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const q = url.searchParams;
        if (q.get('client_id') !== options.clientId)
          return oauthError(res, 401, 'KOE101', 'invalid_client');
        if (q.get('redirect_uri') !== options.redirectUri)
          return oauthError(res, 400, 'KOE006', 'misconfigured');
        if (q.get('response_type') !== 'code')
          return oauthError(res, 400, 'KOE201', 'invalid_request');
        if (!nextUser) return send(res, 500, { error: 'stub: call signInAs first' });
        const back = new URL(options.redirectUri);
        back.searchParams.set('code', codeFor(nextUser));
        const state = q.get('state');
        if (state) back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        if (tokenFailure) {
          const failure = tokenFailure;
          tokenFailure = undefined;
          return send(res, failure.status, failure.body);
        }
        if (!form || form.get('grant_type') !== 'authorization_code') {
          return oauthError(res, 400, 'KOE310', 'invalid_request');
        }
        if (form.get('client_id') !== options.clientId)
          return oauthError(res, 401, 'KOE101', 'invalid_client');
        if (options.clientSecret && form.get('client_secret') !== options.clientSecret) {
          return oauthError(res, 401, 'KOE010', 'invalid_client');
        }
        if (form.get('redirect_uri') !== options.redirectUri)
          return oauthError(res, 400, 'KOE006', 'invalid_grant');
        const code = form.get('code') ?? '';
        const user = codes.get(code);
        if (!user) return oauthError(res, 400, 'KOE320', 'invalid_grant');
        codes.delete(code);
        const accessToken = randomBytes(20).toString('hex');
        tokens.set(accessToken, user);
        return send(res, 200, {
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: 43199,
          refresh_token: randomBytes(20).toString('hex'),
          refresh_token_expires_in: 5184000,
          scope: 'profile_nickname profile_image',
        });
      }

      if (url.pathname === '/v2/user/me') {
        if (profileFailure) {
          const failure = profileFailure;
          profileFailure = undefined;
          return send(res, failure.status, failure.body);
        }
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const user = tokens.get(token);
        if (!user) return send(res, 401, { msg: 'this access token does not exist', code: -401 });
        const secure = url.searchParams.get('secure_resource') === 'true';
        const image = (value?: string) => (secure ? value : value?.replace(/^https:/, 'http:'));
        return send(res, 200, {
          id: user.id,
          connected_at: '2026-11-01T00:00:00Z',
          kakao_account: {
            profile_needs_agreement: false,
            profile: {
              nickname: user.nickname,
              thumbnail_image_url: image(user.thumbnailUrl),
              profile_image_url: image(user.profileImageUrl),
              is_default_image: !user.profileImageUrl,
              is_default_nickname: false,
            },
          },
        });
      }
      send(res, 404, { msg: 'stub: not found', code: -404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    codeFor,
    signInAs: (user) => {
      nextUser = user;
    },
    failNextToken: (status, body) => {
      tokenFailure = { status, body };
    },
    failNextProfile: (status, body) => {
      profileFailure = { status, body };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
