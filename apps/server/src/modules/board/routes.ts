import {
  boardDeleteResponseSchema,
  boardDetailSchema,
  boardEditSchema,
  boardEditUploadSchema,
  boardHideResponseSchema,
  boardLikeResponseSchema,
  boardListItemSchema,
  boardListQuerySchema,
  boardListResponseSchema,
  boardUploadPostSchema,
  boardWriteSchema,
  boardWriteUploadSchema,
  idParamSchema,
  paths,
  uploadIdParamSchema,
} from '@akkyeo/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses, multipartBody } from '../../lib/http-schemas';
import { authSecurity, optionalAuthSecurity } from '../../plugins/openapi-security';
import { pageAnswer } from '../../plugins/page-preloads';
import { isSearch, perMember } from '../../plugins/rate-limit';
import { reactionRoute } from '../../plugins/reaction-route';
import { withBoardMultipart } from './multipart';
import type { UploadProgressService } from '../upload-progress/service';
import type { BoardService } from './service';

export interface BoardRouteOptions {
  board: BoardService;
  uploadProgress: UploadProgressService;
}

const MULTIPART_DESCRIPTION =
  'multipart/form-data: a part named `json` (a JSON string or a JSON file) and up to 10 image ' +
  'files (10 MB and 40 megapixels each; JPEG, PNG, WebP, GIF or AVIF, checked by decoding). ' +
  'Send `json` first so the upload-progress stream of its `uploadId` moves while files stream in.';

/** The community board: list, detail, write, edit, delete, like and hide (comments: comment routes). */
const boardRoutes: FastifyPluginAsyncZod<BoardRouteOptions> = async (
  app,
  { board, uploadProgress },
) => {
  await app.register(multipart);
  const { rateLimits } = app.config;
  const postLimit = app.rateLimit(perMember('board-post', rateLimits.posts, 3_600));
  const firstPage = pageAnswer(boardListResponseSchema, (page) => [page.content[0]?.imgPaths[0]]);
  app.pagePreloads.addData(
    'boardListPage',
    async () => firstPage(await board.list(boardListQuerySchema.parse({}), null)),
    { personal: true },
  );
  const postAnswer = pageAnswer(boardDetailSchema);
  app.pagePreloads.addData('boardViewPage', async ({ id }) => {
    const page = await board.page(Number(id)).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    return page && { ...postAnswer(page.post), value: page };
  });
  const tracking = (request: FastifyRequest) => () =>
    uploadProgress.track(request.raw, request.member!.id, request.log);

  app.get(
    paths.board.list,
    {
      preHandler: [
        app.readBudget('searches', isSearch),
        app.readBudget('lists', (request) => !isSearch(request)),
      ],
      schema: {
        tags: ['board'],
        summary: 'List posts, newest first',
        description:
          'Leaves out deleted posts, posts hidden by a moderator and posts the caller hid. ' +
          '`keyword` searches the content; `dealId` keeps the 후기 posts of that deal ' +
          '(totals are null with either).',
        security: optionalAuthSecurity,
        querystring: boardListQuerySchema,
        response: { 200: boardListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => board.list(request.query, request.member),
  );

  app.get(
    paths.board.detail,
    {
      schema: {
        tags: ['board'],
        summary: 'A post with its comments and replies',
        description: 'A deleted or hidden post is a 404.',
        security: optionalAuthSecurity,
        params: idParamSchema,
        response: { 200: boardDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => board.get(request.params.id, request.member),
  );

  app.post(
    paths.board.create,
    {
      onRequest: app.requireAuth,
      preHandler: postLimit,
      schema: {
        tags: ['board'],
        summary: 'Write a post with images',
        description:
          `${MULTIPART_DESCRIPTION} JSON: \`{content, category, uploadId?, dealId?}\`; ` +
          '공지 and 이벤트 are for managers and admins (403); the same `uploadId` twice makes one post. ' +
          '`dealId` (a 후기 only) names an existing deal, ended or not (400 otherwise).',
        body: multipartBody(boardWriteUploadSchema),
        security: authSecurity,
        response: { 201: boardListItemSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const item = await withBoardMultipart(
        request,
        boardWriteSchema,
        tracking(request),
        (upload) => board.create(request.member!, upload),
      );
      return reply.code(201).send(item);
    },
  );

  app.get(
    paths.board.uploadPost,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: 'The post a submit made',
        description:
          "The caller's live post sent with this `uploadId`, or `postId: null`. A page left while " +
          'its submit was on the way asks this before offering the draft again.',
        security: authSecurity,
        params: uploadIdParamSchema,
        response: { 200: boardUploadPostSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => board.postOfUpload(request.member!, request.params.uploadId),
  );

  app.put(
    paths.board.update,
    {
      onRequest: app.requireAuth,
      preHandler: postLimit,
      schema: {
        tags: ['board'],
        summary: "Edit one's own post",
        description:
          `${MULTIPART_DESCRIPTION} JSON: \`{content, category, uploadId?, dealId?, removeImg?}\`; ` +
          '`removeImg` lists `imgPaths` of images to drop. Only the author may edit (403).',
        body: multipartBody(boardEditUploadSchema),
        security: authSecurity,
        params: idParamSchema,
        response: {
          200: boardListItemSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      return withBoardMultipart(request, boardEditSchema, tracking(request), (upload) =>
        board.update(request.member!, request.params.id, upload),
      );
    },
  );

  app.delete(
    paths.board.delete,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: "Delete one's own post (soft)",
        description: 'The author or an admin.',
        security: authSecurity,
        params: idParamSchema,
        response: { 200: boardDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => board.delete(request.member!, request.params.id),
  );

  app.post(
    paths.board.like,
    reactionRoute(app, {
      tags: ['board'],
      summary: 'Like or unlike a post',
      response: boardLikeResponseSchema,
    }),
    (request) => board.like(request.member!, request.params.id),
  );

  app.post(
    paths.board.hide,
    reactionRoute(app, {
      tags: ['board'],
      summary: "Hide a post from the caller's lists",
      response: boardHideResponseSchema,
    }),
    (request) => board.hide(request.member!, request.params.id),
  );

  app.delete(
    paths.board.hide,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: 'Show a hidden post again',
        security: authSecurity,
        params: idParamSchema,
        response: { 200: boardHideResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => board.unhide(request.member!, request.params.id),
  );
};

export default fp(boardRoutes, {
  name: 'board-routes',
  dependencies: ['auth', 'rate-limit', 'page-preloads'],
  encapsulate: true,
});
