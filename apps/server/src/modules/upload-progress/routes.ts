import {
  paths,
  UPLOAD_STREAM_TTL_MS,
  uploadIdParamSchema,
  uploadReservationSchema,
} from '@akkyeo/contracts';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { UploadProgressService } from './service';

const HEARTBEAT_MS = 15_000;

/**
 * Board upload progress. POST /v1/board/upload reserves an upload id for the caller; the client
 * opens GET /v1/board/upload/status/stream/{uploadId} (Server-Sent Events, authenticated by the
 * usual X-AUTH-TOKEN header, so read with fetch rather than EventSource), then sends the post
 * with that id in its JSON part. Each message's data is the percent received; the last is 100,
 * once the post is saved. On PostgreSQL the percentages travel by LISTEN/NOTIFY, so the upload
 * and the stream may reach different instances; on embedded PGlite (one process) an in-process
 * emitter carries them.
 */
const uploadProgressRoutes: FastifyPluginCallbackZod<{ uploadProgress: UploadProgressService }> = (
  app,
  { uploadProgress: service },
  done,
) => {
  const open = new Set<() => void>();
  app.addHook('preClose', (next) => {
    for (const finish of [...open]) finish();
    next();
  });

  app.post(
    paths.board.upload,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: 'Reserve an upload id for the progress stream of the next post',
        description:
          'Returns a fresh `uploadId` bound to the caller. Open its stream, then send it in the ' +
          "post's JSON part. Images travel with the post itself (one transaction), not here.",
        security: authSecurity,
        response: { 201: uploadReservationSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const reservation = await service.reserve(request.member!.id);
      return reply.code(201).send(reservation);
    },
  );

  app.get(
    paths.board.uploadStatusStream,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['board'],
        summary: 'Upload progress as Server-Sent Events',
        description:
          '`text/event-stream`: a `: ready` comment once listening, then `data: <percent>` ' +
          'messages in rising order, ending with `data: 100` when the post is saved. Only the ' +
          'member who reserved the id may open it; it closes after 100 or 5 minutes.',
        security: authSecurity,
        params: uploadIdParamSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { uploadId } = request.params;
      const stream = new PassThrough();
      let last = -1;
      let finished = false;
      let unsubscribe = () => {};
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(ttl);
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(finish);
        stream.end();
      };
      const send = (percent: number) => {
        if (finished || percent <= last) return;
        last = percent;
        stream.write(`data: ${percent}\n\n`);
        if (percent >= 100) finish();
      };
      const ttl = setTimeout(finish, UPLOAD_STREAM_TTL_MS).unref();
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS).unref();
      open.add(finish);

      let percent: number;
      try {
        unsubscribe = await service.subscribe(uploadId, send);
        percent = await service.open(uploadId, request.member!.id);
      } catch (error) {
        finish();
        throw error;
      }
      reply.raw.on('close', finish);
      if (!finished) stream.write(': ready\n\n');
      if (percent > 0) send(percent);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string); // a stream: not serialised by the 200 schema
    },
  );
  done();
};

export default fp(uploadProgressRoutes, {
  name: 'upload-progress-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
