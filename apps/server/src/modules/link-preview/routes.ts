import { linkPreviewQuerySchema, linkPreviewResponseSchema, paths } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import { perMember } from '../../plugins/rate-limit';
import type { LinkPreviewService } from './service';

/**
 * GET /v1/feed/preview?url= (signed in: a manager's deal, a member's 제보): the product page's
 * title, image and market, a few a minute per member.
 */
const linkPreviewRoutes: FastifyPluginCallbackZod<{ linkPreview: LinkPreviewService }> = (
  app,
  { linkPreview },
  done,
) => {
  app.get(
    paths.feed.preview,
    {
      onRequest: app.requireAuth,
      preHandler: app.rateLimit(perMember('preview', app.config.rateLimits.previews, 60)),
      schema: {
        tags: ['feed'],
        summary: 'Preview a product link (signed in: deals and 제보)',
        description:
          'Fetches the page behind an SSRF guard (public addresses only, ≤ 3 redirects, ≤ 1 MB, ≤ 5 s, HTML only).',
        security: authSecurity,
        querystring: linkPreviewQuerySchema,
        response: { 200: linkPreviewResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => linkPreview.preview(request.query.url),
  );
  done();
};

export default fp(linkPreviewRoutes, {
  name: 'link-preview-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
