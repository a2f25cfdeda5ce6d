import {
  addressFeedSort,
  endedStateSchema,
  feedCreateRequestSchema,
  feedDetailSchema,
  feedListQuerySchema,
  feedListResponseSchema,
  feedSettingsSchema,
  feedUpdateRequestSchema,
  feedWriteResponseSchema,
  idParamSchema,
  type FeedDetail,
  likeResponseSchema,
  paths,
  priceHistorySchema,
} from '@akkyeo/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity, optionalAuthSecurity } from '../../plugins/openapi-security';
import { pageAnswer } from '../../plugins/page-preloads';
import { isSearch } from '../../plugins/rate-limit';
import { reactionRoute } from '../../plugins/reaction-route';
import type { FeedService } from './service';

declare module '../../plugins/page-preloads' {
  interface PageValues {
    feedViewPage: FeedDetail;
  }
}

export interface FeedRouteOptions {
  feed: FeedService;
}

/** A person's tap: not a HEAD request, nor a browser prefetching the link ahead of a tap. */
function isClick(request: FastifyRequest): boolean {
  const purpose = [request.headers['sec-purpose'], request.headers.purpose].flat().join(' ');
  return request.method === 'GET' && !purpose.includes('prefetch');
}

/** Feed cards whose pictures the page names first: the first two fill a phone's first screen. */
const FIRST_SCREEN_IMAGES = 2;

const buyRedirectSchema = z.null().describe("302 to the deal's partner link, else its store link");

/** The deal feed: list, detail, like, manager write and edit, image delete (comments: comment routes). */
const feedRoutes: FastifyPluginCallbackZod<FeedRouteOptions> = (app, { feed }, done) => {
  const managerOnly = app.requireRole('ROLE_MANAGER');
  const firstPage = pageAnswer(feedListResponseSchema, (page) =>
    page.content.slice(0, FIRST_SCREEN_IMAGES).map((item) => item.imgLink),
  );
  // The order the address names, as the screen first asks for it (종료 딜 숨기기 is stored, not in it).
  const visitorsFeed = async (_params: unknown, query: URLSearchParams) =>
    firstPage(
      await feed.list(
        feedListQuerySchema.parse({ sort: addressFeedSort(query.get('sort')) }),
        null,
      ),
    );
  app.pagePreloads.addData('main', visitorsFeed, { personal: true });
  app.pagePreloads.addData('home', visitorsFeed, { personal: true });
  const dealAnswer = pageAnswer(feedDetailSchema, (deal) => [deal.imgLink]);
  app.pagePreloads.addData('feedViewPage', async ({ id }) => {
    const deal = await feed.get(Number(id), null).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    return deal && dealAnswer(deal);
  });

  app.get(
    paths.feed.list,
    {
      preHandler: app.readBudget('searches', isSearch),
      schema: {
        tags: ['feed'],
        summary: 'List deals, newest first or 인기 (hot)',
        description:
          '`sort=latest` (default): newest first. `sort=hot`: open deals by a stored time-decayed ' +
          'score of comments and of the likes, bookmarks and buy clicks of members with standing ' +
          "(and of visitors' clicks, one an address prefix a day); a score only rises, so paging by " +
          '`cursor` never repeats a deal (a deal that rises past the cursor meanwhile is not ' +
          'shown again on later pages). Optional `keyword` matches name, market or content text. ' +
          '`isBookmarked`/`isLiked` are for the caller. A member does not see the deals their muted ' +
          'words and stores hide, unless `includeMuted=true`; when their keyword search fits on ' +
          'its first page, `mutedCount` says how many matches their mutes hid.',
        security: optionalAuthSecurity,
        querystring: feedListQuerySchema,
        response: { 200: feedListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => feed.list(request.query, request.member),
  );

  app.get(
    paths.feed.go,
    {
      schema: {
        tags: ['feed'],
        summary: 'Buy button: count a click, then redirect to the deal',
        description:
          "302 to the deal's own stored link (its partner link when it has one, else the store " +
          'link), whatever the query says. One click a deal a Korean day counts toward the hot ' +
          'score per member with standing (with a token) or per address prefix of visitors ' +
          "(/24 IPv4, /56 IPv6; half a member's weight); it is written after the reply (HEAD " +
          'requests and prefetches are not counted). A missing deal, or one whose link does not ' +
          'name a public host, gets the 404 of any unknown address (the app with its not-found ' +
          'page for a browser, JSON otherwise).',
        security: optionalAuthSecurity,
        params: idParamSchema,
        response: { 302: buyRedirectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const target = await feed.buyLink(request.params.id);
      if (!target) return reply.callNotFound();
      if (isClick(request)) {
        feed.clicks.record(
          request.params.id,
          request.member ? { memberId: request.member.id } : { ip: request.ip },
        );
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
  app.addHook('onClose', () => feed.clicks.settled());

  app.get(
    paths.feed.detail,
    {
      schema: {
        tags: ['feed'],
        summary: 'One deal with its content and comments',
        security: optionalAuthSecurity,
        params: idParamSchema,
        response: { 200: feedDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => feed.get(request.params.id, request.member),
  );

  app.get(
    paths.feed.priceHistory,
    {
      schema: {
        tags: ['feed'],
        summary: "The prices seen for a deal's product, oldest first",
        description:
          "`lowest` of every observation, `usual` the median of the last 30 KST days' prices (each day's last observation), `current` the deal's price, `isLowestPrice` the 역대최저 rule.",
        params: idParamSchema,
        response: { 200: priceHistorySchema, ...errorResponses(400, 404) },
      },
    },
    (request) => feed.priceHistory(request.params.id),
  );

  app.post(
    paths.feed.like,
    reactionRoute(app, {
      tags: ['feed'],
      summary: "Toggle the caller's like of a deal",
      response: likeResponseSchema,
    }),
    (request) => feed.toggleLike(request.params.id, request.member!.id),
  );

  app.post(
    paths.feed.endedReport,
    reactionRoute(app, {
      tags: ['feed'],
      summary: 'Report a deal ended (종료됐어요)',
      description:
        'One open report a member (a repeat changes nothing). Three reports that count, or one ' +
        "manager's, end the deal: a report counts when its member has standing (account age, " +
        'posts and comments) and never had a report of this deal closed by a manager; the ' +
        "others reach the managers' 종료 신고 queue only.",
      response: endedStateSchema,
    }),
    (request) => feed.reportEnded(request.params.id, request.member!),
  );

  app.delete(
    paths.feed.ended,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary:
          "Reopen a deal (managers); its open 종료 reports are closed, their members' next reports count for nothing",
        security: authSecurity,
        params: idParamSchema,
        response: { 200: endedStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => feed.reopen(request.params.id, request.member!),
  );

  app.get(
    paths.feed.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['feed'],
        summary: "The caller's feed settings (종료 딜 숨기기)",
        security: authSecurity,
        response: { 200: feedSettingsSchema, ...errorResponses(401) },
      },
    },
    (request) => feed.settings(request.member!.id),
  );

  app.put(
    paths.feed.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['feed'],
        summary: "Change the caller's feed settings",
        security: authSecurity,
        body: feedSettingsSchema,
        response: { 200: feedSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => feed.updateSettings(request.member!.id, request.body),
  );

  app.post(
    paths.feed.create,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: 'Write a deal (managers)',
        description:
          'Content HTML is sanitised with an allow-list; the buy link is derived from `url`.',
        security: authSecurity,
        body: feedCreateRequestSchema,
        response: { 201: feedWriteResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await feed.create(request.body, request.member!.id);
      return reply.code(201).send(created);
    },
  );

  app.put(
    paths.feed.update,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: 'Edit a deal (managers)',
        security: authSecurity,
        body: feedUpdateRequestSchema,
        response: { 200: feedWriteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => feed.update(request.body),
  );

  app.delete(
    paths.feed.deleteImage,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: "Remove a deal's picture (managers); the deal stays",
        security: authSecurity,
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await feed.deleteImage(request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};

export default fp(feedRoutes, {
  name: 'feed-routes',
  dependencies: ['auth', 'rate-limit', 'page-preloads'],
  encapsulate: true,
});
