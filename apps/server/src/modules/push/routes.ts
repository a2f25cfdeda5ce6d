import {
  paths,
  pushKeyResponseSchema,
  pushSubscribeRequestSchema,
  pushSubscribeResponseSchema,
  pushTestSendQuerySchema,
  pushTestSendResponseSchema,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { PushService } from './service';

/** Web push: the VAPID public key, subscribing, and the push test's send (product rules §2). */
const pushRoutes: FastifyPluginCallbackZod<{ push: PushService }> = (app, { push }, done) => {
  app.get(
    paths.push.key,
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key to subscribe with (applicationServerKey)',
        response: { 200: pushKeyResponseSchema, ...errorResponses() },
      },
    },
    () => push.publicKey(),
  );

  app.post(
    paths.push.subscribe,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['push'],
        summary: 'Store my push subscription (aes128gcm), upserted by endpoint',
        description: 'The subscription belongs to the caller; a `memberId` in the body is ignored.',
        security: authSecurity,
        body: pushSubscribeRequestSchema,
        response: { 200: pushSubscribeResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => push.subscribe(request.member!.id, request.body),
  );

  app.post(
    paths.push.testSend,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['push'],
        summary: 'Queue a test push to a subscription (mine; any for managers and admins)',
        security: authSecurity,
        querystring: pushTestSendQuerySchema,
        response: { 200: pushTestSendResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => push.testSend(request.member!, request.query.id),
  );
  done();
};

export default fp(pushRoutes, {
  name: 'push-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
