import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

type CspDirectives = Record<string, string[]>;

/** Where Kakao's JavaScript SDK is served from (KakaoTalk share). */
export const KAKAO_SDK_ORIGIN = 'https://t1.kakaocdn.net';

/**
 * The Content-Security-Policy: our origin, the CDN when it lives elsewhere, any https image
 * (deal images are hot-linked from partner CDNs), and Kakao's SDK when a Kakao JavaScript key is set.
 */
export function cspDirectives(
  config: Pick<Config, 'cdnBaseUrl' | 'publicUrl'> & {
    kakao?: Pick<Config['kakao'], 'javascriptKey'>;
  },
): CspDirectives {
  const cdn = /^https?:\/\//.test(config.cdnBaseUrl) ? [new URL(config.cdnBaseUrl).origin] : [];
  const kakaoSdk = config.kakao?.javascriptKey ? [KAKAO_SDK_ORIGIN] : [];
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...kakaoSdk],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...cdn],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...cdn],
    'media-src': ["'self'", ...cdn],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  if (isHttps(config.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isHttps(url: string): boolean {
  return url.startsWith('https://');
}

/**
 * helmet's headers for these options, computed once: they depend on the configuration only, so
 * no request pays for producing them again.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every reply (helmet's, computed once); HSTS only when served over https. */
export default fp<{ config: Config }>(
  (app, { config }, done) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: isHttps(config.publicUrl) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security' },
);
