import { appConfigSchema, paths, type AppConfig } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/http-schemas';

/** The public settings of this deployment, as the web app needs them. */
export function publicAppConfig(config: Config): AppConfig {
  const { kakao } = config;
  return {
    kakaoLogin: kakao.restApiKey
      ? {
          authorizeUrl: `${kakao.authBaseUrl}/oauth/authorize`,
          clientId: kakao.restApiKey,
          redirectUri: kakao.redirectUri,
        }
      : null,
    ...(kakao.javascriptKey ? { kakaoShare: { javascriptKey: kakao.javascriptKey } } : {}),
  };
}

/** GET /v1/config: read by the built web app at start, so a deployment needs no rebuild. */
const appConfigRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const body = publicAppConfig(app.config);
  app.get(
    paths.config,
    {
      config: { ignoreInvalidToken: true },
      schema: {
        tags: ['config'],
        summary: 'Public settings of this deployment (Kakao login …)',
        response: { 200: appConfigSchema, ...errorResponses() },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
  done();
};

export default fp(appConfigRoutes, {
  name: 'app-config-routes',
  encapsulate: true,
});
