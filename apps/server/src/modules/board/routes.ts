import {
  boardDeleteResponseSchema,
  boardDetailSchema,
  boardEditSchema,
  boardHideResponseSchema,
  boardLikeResponseSchema,
  boardListItemSchema,
  boardListQuerySchema,
  boardListResponseSchema,
  boardWriteSchema,
  commentCreateRequestSchema,
  commentCreateResponseSchema,
  commentDeleteResponseSchema,
  commentPathSchema,
  idParamSchema,
  paths,
} from '@akkyeo/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity, optionalAuthSecurity } from '../../plugins/openapi';
import { perMember } from '../../plugins/rate-limit';
import { createCommentService } from '../comment/service';
import { withBoardMultipart } from './multipart';
import {
  assertBoardVisible,
  createBoard,
  deleteBoard,
  firstBoardImages,
  getBoard,
  hideBoard,
  likeBoard,
  listBoards,
  unhideBoard,
  updateBoard,
  type BoardDeps,
} from './service';

const MULTIPART_DESCRIPTION =
  'multipart/form-data: a part named `json` (a JSON string or a JSON file) and up to 10 image ' +
  'files (10 MB and 40 megapixels each; JPEG, PNG, WebP, GIF or AVIF, checked by decoding). ' +
  'Send `json` first so the upload-progress stream of its `uploadId` moves while files stream in.';

/** The community board: list, detail, write, edit, delete, like, hide and comments. */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const comments = createCommentService({ db: app.db, cdnBaseUrl: app.config.cdnBaseUrl });
  const deps: BoardDeps = {
    db: app.db,
    cdnBaseUrl: app.config.cdnBaseUrl,
    storage: app.storage,
    comments,
    log: app.log,
    cursors: app.cursors,
  };
  const { rateLimits } = app.config;
  const postLimit = app.rateLimit(perMember('board-post', rateLimits.posts, 3_600));
  const reactionLimit = app.rateLimit(perMember('reaction', rateLimits.reactions, 60));
  const commentLimit = app.rateLimit(perMember('comment', rateLimits.comments, 60));
  app.pagePreloads.add('boardListPage', () => firstBoardImages(deps));
  const tracking = (request: FastifyRequest) => () =>
    app.uploadProgress.track(request.raw, request.member!.id, request.log);

  app.get(
    paths.board.list,
    {
      schema: {
        tags: ['board'],
        summary: 'List posts, newest first',
        description:
          'Leaves out deleted posts, posts hidden by a moderator and posts the caller hid. ' +
          '`keyword` searches the content.',
        security: optionalAuthSecurity,
        querystring: boardListQuerySchema,
        response: { 200: boardListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listBoards(deps, request.query, request.member),
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
    (request) => getBoard(deps, request.params.id, request.member),
  );

  app.post(
    paths.board.create,
    {
      onRequest: app.requireAuth,
      preHandler: postLimit,
      schema: {
        tags: ['board'],
        summary: 'Write a post with images',
        description: `${MULTIPART_DESCRIPTION} JSON: \`{content, category?, uploadId?}\`.`,
        consumes: ['multipart/form-data'],
        security: authSecurity,
        response: { 201: boardListItemSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const item = await withBoardMultipart(
        request,
        boardWriteSchema,
        tracking(request),
        (upload) => createBoard(deps, request.member!, upload),
      );
      return reply.code(201).send(item);
    },
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
          `${MULTIPART_DESCRIPTION} JSON: \`{content, category?, uploadId?, removeImg?}\`; ` +
          '`removeImg` lists `imgPaths` of images to drop. Only the author may edit (403).',
        consumes: ['multipart/form-data'],
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
        updateBoard(deps, request.member!, request.params.id, upload),
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
    (request) => deleteBoard(deps, request.member!, request.params.id),
  );

  app.post(
    paths.board.like,
    {
      onRequest: app.requireAuth,
      preHandler: reactionLimit,
      schema: {
        tags: ['board'],
        summary: 'Like or unlike a post',
        security: authSecurity,
        params: idParamSchema,
        response: { 200: boardLikeResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) => likeBoard(deps, request.member!, request.params.id),
  );

  app.post(
    paths.board.hide,
    {
      onRequest: app.requireAuth,
      preHandler: reactionLimit,
      schema: {
        tags: ['board'],
        summary: "Hide a post from the caller's lists",
        security: authSecurity,
        params: idParamSchema,
        response: { 200: boardHideResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) => hideBoard(deps, request.member!, request.params.id),
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
    (request) => unhideBoard(deps, request.member!, request.params.id),
  );

  app.post(
    paths.board.comment,
    {
      onRequest: app.requireAuth,
      preHandler: commentLimit,
      schema: {
        tags: ['board'],
        summary: 'Comment on a post (parentId for a reply)',
        security: authSecurity,
        params: idParamSchema,
        body: commentCreateRequestSchema,
        response: { 201: commentCreateResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertBoardVisible(deps, id, request.member);
      return reply
        .code(201)
        .send(await comments.create('board', id, request.member!.id, request.body));
    },
  );

  app.delete(
    paths.board.commentDelete,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: 'Delete an own comment of a post (soft)',
        security: authSecurity,
        params: commentPathSchema,
        response: { 200: commentDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => {
      const { id, commentId } = request.params;
      return comments.remove('board', id, commentId, request.member!);
    },
  );
};

export default boardRoutes;
