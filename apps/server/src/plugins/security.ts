import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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

/** Security headers on every reply (@fastify/helmet); HSTS only when served over https. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: isHttps(config.publicUrl) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security' },
);
