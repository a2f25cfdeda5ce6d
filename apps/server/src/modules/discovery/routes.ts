import {
  appRoutes,
  dealFeedQuerySchema,
  messages,
  parseSitemapPart,
  paths,
  sitemapPartParamsSchema,
} from '@akkyeo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';
import type { DiscoveryService } from './service';

export interface DiscoveryRouteOptions {
  discovery: DiscoveryService;
}

/** Crawlers and feed readers may keep a copy this long (and a CDN in front of the server). */
const CACHE_CONTROL = 'public, max-age=300';

const xmlSchema = (what: string) => z.string().describe(what);

/** A feed read with a keyword: counted as a search, not as a plain list read. */
const hasKeyword = (request: FastifyRequest) => (request.query as { q?: unknown }).q !== undefined;

const cacheable = (reply: FastifyReply, type: string) =>
  reply.header('cache-control', CACHE_CONTROL).type(type);

/**
 * What crawlers and feed readers fetch: robots.txt, the sitemap (an index and gzip-compressed
 * parts) and the deals as RSS and Atom; and each page's own tags in the app shell (title,
 * description, canonical link, Open Graph, JSON-LD), declared here for every screen, and the
 * search screen drawn from its address.
 */
const discoveryRoutes: FastifyPluginCallbackZod<DiscoveryRouteOptions> = (
  app,
  { discovery },
  done,
) => {
  for (const route of appRoutes) {
    app.pagePreloads.addMeta(route.name, () => discovery.screenPage(route.name));
  }
  app.pagePreloads.addMeta('feedViewPage', (_params, deal) => discovery.dealPage(deal));
  app.pagePreloads.addMeta('boardViewPage', (_params, post) => discovery.postPage(post));
  app.pagePreloads.setFallbackMeta(() => discovery.fallbackTags());
  // Its results are a search (with its own budget): the page draws the box and the tabs only.
  app.pagePreloads.addFrame('searchPage');

  const lists = app.readBudget('lists');

  app.get(
    paths.discovery.robots,
    {
      schema: {
        tags: ['discovery'],
        summary: 'robots.txt: what crawlers may fetch, and where the sitemap is',
        description:
          'Disallows the API, the buy redirects, the API docs and the screens only members see ' +
          '(write and edit pages, my info, admin); names the sitemap index on PUBLIC_URL.',
        response: { 200: xmlSchema('text/plain') },
      },
    },
    (_request, reply) => {
      cacheable(reply, 'text/plain; charset=utf-8');
      return discovery.robots();
    },
  );

  app.get(
    paths.discovery.sitemapIndex,
    {
      preHandler: lists,
      schema: {
        tags: ['discovery'],
        summary: 'The sitemap index (application/xml)',
        description:
          'Names `pages-1.xml.gz` (the feed and the board) and the deals’ and posts’ parts: part ' +
          'n lists the ids ((n-1)·SITEMAP_PART_SIZE, n·SITEMAP_PART_SIZE], up to the highest id.',
        response: { 200: xmlSchema('application/xml'), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      const xml = await discovery.sitemapIndex();
      cacheable(reply, 'application/xml; charset=utf-8');
      return xml;
    },
  );

  app.get(
    paths.discovery.sitemapPart,
    {
      preHandler: lists,
      schema: {
        tags: ['discovery'],
        summary: 'One sitemap part, gzip-compressed (application/gzip)',
        description:
          'Every deal (open or ended, `lastmod` its last change) or every listed post (deleted and ' +
          'hidden ones left out) with an id in the part’s range, by id. A part past the last one ' +
          'is a 404.',
        params: sitemapPartParamsSchema,
        response: {
          200: xmlSchema('gzip-compressed sitemap XML'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const part = parseSitemapPart(request.params.part);
      const body = part && (await discovery.sitemapPart(part));
      if (!body) throw new AppError(404, 'NOT_FOUND', messages.discovery.notFound);
      // A Buffer: sent as it is, not serialised by the 200 schema.
      return cacheable(reply, 'application/gzip').send(body);
    },
  );

  const feedRoute = (format: 'rss' | 'atom') => ({
    preHandler: [
      app.readBudget('searches', hasKeyword),
      app.readBudget('lists', (request: FastifyRequest) => !hasKeyword(request)),
    ],
    schema: {
      tags: ['discovery'],
      summary:
        format === 'rss'
          ? 'The newest open deals as RSS 2.0 (application/rss+xml)'
          : 'The newest open deals as Atom (application/atom+xml)',
      description:
        'The newest 50 open deals, the price in each title (`[쿠팡] 다이슨 V12 699,000원 (무료배송)`) ' +
        'and the picture as an enclosure. `q` keeps those a keyword alert with that keyword ' +
        'would match (every word in the name, spacing and case aside; a 초성 keyword by initials).',
      querystring: dealFeedQuerySchema,
      response: {
        200: xmlSchema(format === 'rss' ? 'RSS 2.0' : 'Atom'),
        ...errorResponses(400, 429),
      },
    },
  });

  const feedTypes = {
    rss: 'application/rss+xml; charset=utf-8',
    atom: 'application/atom+xml; charset=utf-8',
  } as const;
  for (const format of ['rss', 'atom'] as const) {
    app.get(paths.discovery[format], feedRoute(format), async (request, reply) => {
      const xml = await discovery.dealFeed(format, request.query);
      cacheable(reply, feedTypes[format]);
      return xml;
    });
  }

  done();
};

export default fp(discoveryRoutes, {
  name: 'discovery-routes',
  dependencies: ['rate-limit', 'page-preloads'],
  encapsulate: true,
});
