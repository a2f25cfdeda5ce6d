import {
  BOARD_IMAGE_MAX_BYTES,
  BOARD_IMAGE_MAX_COUNT,
  BOARD_JSON_PART,
  messages,
} from '@akkyeo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { UploadTracker } from '../upload-progress/tracker';

const JSON_PART_MAX_BYTES = 64 * 1024;

/** One uploaded file: its bytes and the name the member's device gave it (may be empty). */
export interface UploadedFile {
  data: Buffer;
  name: string;
}

export interface BoardMultipart<T> {
  json: T;
  files: UploadedFile[];
}

/** Turns the JSON part's first schema issue into a 400 a user can read. */
function invalidJson(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || BOARD_JSON_PART;
  const message = field === 'content' && issue ? issue.message : messages.validation.field(field);
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
  const data = await part.toBuffer();
  if (data.length > JSON_PART_MAX_BYTES) throw invalidJsonPart();
  return data.toString('utf8');
}

/** @fastify/multipart's limit errors as the board's 400/413 replies. */
function toLimitError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
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
 * image files of at most 10 MB each, kept in memory for decoding. The tracker counts the body's
 * bytes from the first one and learns the upload id as soon as the JSON part arrives.
 */
export async function readBoardMultipart<S extends z.ZodType<{ uploadId?: string | null }>>(
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
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      if (files.length === BOARD_IMAGE_MAX_COUNT) {
        throw new AppError(400, 'VALIDATION_FAILED', messages.board.tooManyImages);
      }
      files.push({ data, name: part.filename });
    }
  } catch (error) {
    throw toLimitError(error);
  }
  if (json === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.validation.field(BOARD_JSON_PART));
  }
  return { json, files, tracker };
}
