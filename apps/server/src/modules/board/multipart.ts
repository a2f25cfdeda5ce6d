import {
  BOARD_IMAGE_MAX_BYTES,
  BOARD_IMAGE_MAX_COUNT,
  BOARD_IMAGE_MAX_PIXELS,
  BOARD_JSON_PART,
  messages,
} from '@akkyeo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { memberUploads } from '../../lib/image-slots';
import { ImageRejectedError, inspectImage } from '../../lib/image-processing';
import { removeTempFiles, spoolToTempFile, UploadTooLargeError } from '../../lib/upload-spool';
import { isKorean } from '../../plugins/errors';
import { RateLimitedError } from '../../plugins/rate-limit';
import type { UploadTracker } from '../upload-progress/tracker';
import { notAnImageMessage, type UploadedFile } from './uploaded-file';

const JSON_PART_MAX_BYTES = 64 * 1024;

export interface BoardMultipart<T> {
  json: T;
  /** Temporary files of the images, in order; removed by withBoardMultipart. */
  files: UploadedFile[];
}

/** Turns the JSON part's first schema issue into a 400 a user can read. */
function invalidJson(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || BOARD_JSON_PART;
  const message = isKorean(issue?.message) ? issue.message : messages.validation.field(field);
  return new AppError(400, 'VALIDATION_FAILED', message);
}

function parseJsonPart<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new AppError(400, 'MALFORMED_JSON');
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidJson(parsed.error);
  return parsed.data;
}

const invalidJsonPart = () =>
  new AppError(400, 'VALIDATION_FAILED', messages.validation.field(BOARD_JSON_PART));

/** The JSON part sent as a file (a Blob of type application/json), as text. */
async function readJsonFile(part: MultipartFile): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > JSON_PART_MAX_BYTES) throw invalidJsonPart();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Spools one image to a temporary file and checks its header before the next part is read. */
async function spoolImage(part: MultipartFile): Promise<UploadedFile | undefined> {
  const spooled = await spoolToTempFile(part.file, BOARD_IMAGE_MAX_BYTES);
  try {
    if (spooled.bytes === 0) {
      await removeTempFiles([spooled.path]);
      return undefined;
    }
    await inspectImage(spooled.path, BOARD_IMAGE_MAX_PIXELS);
    return { path: spooled.path, name: part.filename };
  } catch (error) {
    await removeTempFiles([spooled.path]);
    if (!(error instanceof ImageRejectedError)) throw error;
    throw error.reason === 'TOO_MANY_PIXELS'
      ? new AppError(413, 'PAYLOAD_TOO_LARGE', messages.board.imageTooManyPixels)
      : new AppError(400, 'VALIDATION_FAILED', notAnImageMessage(part.filename));
  }
}

/** @fastify/multipart's limit errors as the board's 400/413 replies. */
function toLimitError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof UploadTooLargeError) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', messages.board.imageTooLarge);
  }
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(400, 'VALIDATION_FAILED', messages.board.tooManyImages);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(400, 'VALIDATION_FAILED', messages.validation.field(BOARD_JSON_PART));
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new AppError(400, 'MALFORMED_JSON');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return error;
}

/**
 * Reads a board multipart body: the JSON part named `json` (validated by `schema`) and up to ten
 * image files of at most 10 MB each, streamed to temporary files with the size counted as the
 * bytes arrive and each header checked before the next part is read. On any failure the files
 * already written are removed. The tracker counts the body's bytes from the first one and learns
 * the upload id as soon as the JSON part arrives.
 */
async function readBoardMultipart<S extends z.ZodType<{ uploadId?: string | null }>>(
  request: FastifyRequest,
  schema: S,
  startTracking: () => UploadTracker,
): Promise<BoardMultipart<z.output<S>> & { tracker: UploadTracker }> {
  const files: UploadedFile[] = [];
  let json: z.output<S> | undefined;
  let tracker: UploadTracker | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: BOARD_IMAGE_MAX_COUNT + 1,
        fileSize: BOARD_IMAGE_MAX_BYTES,
        fields: 4,
        fieldSize: JSON_PART_MAX_BYTES,
        parts: BOARD_IMAGE_MAX_COUNT + 4,
      },
    });
    const iterator = parts[Symbol.asyncIterator]();
    const first = iterator.next();
    tracker = startTracking();
    for (let step = await first; !step.done; step = await iterator.next()) {
      const part = step.value;
      const isJson = part.fieldname === BOARD_JSON_PART;
      if (part.type === 'field' && !isJson) continue;
      if (isJson) {
        if (json !== undefined) throw invalidJsonPart();
        const value = part.type === 'field' ? part.value : await readJsonFile(part);
        json = parseJsonPart(schema, value);
        tracker.setUploadId(json.uploadId);
        continue;
      }
      if (part.type !== 'file') continue;
      if (files.length === BOARD_IMAGE_MAX_COUNT) {
        throw new AppError(400, 'VALIDATION_FAILED', messages.board.tooManyImages);
      }
      const file = await spoolImage(part);
      if (file) files.push(file);
    }
    if (json === undefined) {
      throw new AppError(400, 'VALIDATION_FAILED', messages.validation.field(BOARD_JSON_PART));
    }
  } catch (error) {
    await removeTempFiles(files.map((file) => file.path));
    throw toLimitError(error);
  }
  return { json, files, tracker };
}

/** Seconds a member waits when their earlier uploads are still being processed. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Runs `work` on the board multipart body of a signed-in member: at most two such uploads per
 * member at once (429 beyond), and the temporary image files are removed whatever happens.
 */
export async function withBoardMultipart<S extends z.ZodType<{ uploadId?: string | null }>, R>(
  request: FastifyRequest,
  schema: S,
  startTracking: () => UploadTracker,
  work: (upload: BoardMultipart<z.output<S>> & { tracker: UploadTracker }) => Promise<R>,
): Promise<R> {
  const release = memberUploads.tryAcquire(String(request.member?.id));
  if (!release) throw new RateLimitedError(BUSY_RETRY_SECONDS);
  try {
    const upload = await readBoardMultipart(request, schema, startTracking);
    try {
      return await work(upload);
    } finally {
      await removeTempFiles(upload.files.map((file) => file.path));
    }
  } finally {
    release();
  }
}
