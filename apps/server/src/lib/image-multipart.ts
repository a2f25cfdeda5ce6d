import { messages } from '@akkyeo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isKorean } from '../plugins/errors';
import { RateLimitedError } from '../plugins/rate-limit';
import { AppError } from './app-error';
import { memberUploads } from './image-slots';
import { ImageRejectedError, inspectImage } from './image-processing';
import { removeTempFiles, spoolToTempFile, UploadTooLargeError } from './upload-spool';

const JSON_PART_MAX_BYTES = 64 * 1024;

/** One uploaded image spooled to a temporary file, with the name the member's device gave it. */
export interface UploadedFile {
  path: string;
  /** May be empty. */
  name: string;
}

/** What one kind of upload allows, and how its refusals read (Korean, naming what was sent). */
export interface ImageUploadRules {
  /** Name of the part carrying the JSON body (a JSON string or a JSON file). */
  jsonPart: string;
  maxFiles: number;
  maxBytes: number;
  maxPixels: number;
  messages: {
    /** 413: a file over `maxBytes`. */
    tooLarge: string;
    /** 413: a picture over `maxPixels`. */
    tooManyPixels: string;
    /** 400: more than `maxFiles` files. */
    tooMany: string;
    /** 400: the JSON part missing, sent twice or too large (and no field to name). */
    badJson: string;
    /** 400: a file that is not an image we accept, by the name its device gave it (maybe ''). */
    notAnImage: (name: string) => string;
  };
}

/** A multipart body as read: the JSON part validated, the images spooled in order. */
export interface ImageMultipart<T> {
  json: T;
  /** Temporary files of the images, in order; removed by withImageMultipart. */
  files: UploadedFile[];
}

/** What a reader is told as the body arrives (the board's upload-progress tracker). */
export interface ImageMultipartHooks<T> {
  /** Once reading starts (the first part is awaited). */
  onStart?: () => void;
  /** Once the JSON part is read and valid, before any file. */
  onJson?: (json: T) => void;
}

/** A file name fit for a message: control characters dropped, at most 60 characters. */
export function shownFileName(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return clean.length > 60 ? `${clean.slice(0, 59)}…` : clean;
}

/** The 400/413 of an image sharp refused, by its reason. */
export function imageRefusal(
  rules: ImageUploadRules,
  error: ImageRejectedError,
  name: string,
): AppError {
  return error.reason === 'TOO_MANY_PIXELS'
    ? new AppError(413, 'PAYLOAD_TOO_LARGE', rules.messages.tooManyPixels)
    : new AppError(400, 'VALIDATION_FAILED', rules.messages.notAnImage(name));
}

/** Turns the JSON part's first schema issue into a 400 a user can read. */
function invalidJson(rules: ImageUploadRules, error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const message = isKorean(issue?.message)
    ? issue.message
    : field
      ? messages.validation.field(field)
      : rules.messages.badJson;
  return new AppError(400, 'VALIDATION_FAILED', message);
}

function parseJsonPart<S extends z.ZodType>(
  rules: ImageUploadRules,
  schema: S,
  value: unknown,
): z.output<S> {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new AppError(400, 'MALFORMED_JSON');
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidJson(rules, parsed.error);
  return parsed.data;
}

const invalidJsonPart = (rules: ImageUploadRules) =>
  new AppError(400, 'VALIDATION_FAILED', rules.messages.badJson);

/** The JSON part sent as a file (a Blob of type application/json), as text. */
async function readJsonFile(rules: ImageUploadRules, part: MultipartFile): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > JSON_PART_MAX_BYTES) throw invalidJsonPart(rules);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Spools one image to a temporary file and checks its header before the next part is read. */
async function spoolImage(
  rules: ImageUploadRules,
  part: MultipartFile,
): Promise<UploadedFile | undefined> {
  const spooled = await spoolToTempFile(part.file, rules.maxBytes);
  try {
    if (spooled.bytes === 0) {
      await removeTempFiles([spooled.path]);
      return undefined;
    }
    await inspectImage(spooled.path, rules.maxPixels);
    return { path: spooled.path, name: part.filename };
  } catch (error) {
    await removeTempFiles([spooled.path]);
    if (!(error instanceof ImageRejectedError)) throw error;
    throw imageRefusal(rules, error, part.filename);
  }
}

/** @fastify/multipart's limit errors as 400/413/415 replies. */
function toLimitError(rules: ImageUploadRules, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof UploadTooLargeError) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', rules.messages.tooLarge);
  }
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(400, 'VALIDATION_FAILED', rules.messages.tooMany);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return invalidJsonPart(rules);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new AppError(400, 'MALFORMED_JSON');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return error;
}

/**
 * Reads a multipart body: the JSON part (validated by `schema`) and up to `maxFiles` image files
 * of at most `maxBytes` each, streamed to temporary files with the size counted as the bytes
 * arrive and each header checked (type from the bytes, pixel count) before the next part is
 * read; an empty file part is no file. On any failure the files already written are removed.
 */
async function readImageMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  rules: ImageUploadRules,
  hooks: ImageMultipartHooks<z.output<S>>,
): Promise<ImageMultipart<z.output<S>>> {
  const files: UploadedFile[] = [];
  let json: z.output<S> | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxFiles + 1,
        fileSize: rules.maxBytes,
        fields: 4,
        fieldSize: JSON_PART_MAX_BYTES,
        parts: rules.maxFiles + 4,
      },
    });
    const iterator = parts[Symbol.asyncIterator]();
    const first = iterator.next();
    hooks.onStart?.();
    for (let step = await first; !step.done; step = await iterator.next()) {
      const part = step.value;
      const isJson = part.fieldname === rules.jsonPart;
      if (part.type === 'field' && !isJson) continue;
      if (isJson) {
        if (json !== undefined) throw invalidJsonPart(rules);
        const value = part.type === 'field' ? part.value : await readJsonFile(rules, part);
        json = parseJsonPart(rules, schema, value);
        hooks.onJson?.(json);
        continue;
      }
      if (part.type !== 'file') continue;
      if (files.length === rules.maxFiles) {
        throw new AppError(400, 'VALIDATION_FAILED', rules.messages.tooMany);
      }
      const file = await spoolImage(rules, part);
      if (file) files.push(file);
    }
    if (json === undefined) throw invalidJsonPart(rules);
  } catch (error) {
    await removeTempFiles(files.map((file) => file.path));
    throw toLimitError(rules, error);
  }
  return { json, files };
}

/** Seconds a member waits when their earlier uploads are still being processed. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Runs `work` on the image multipart body of a signed-in member: at most two such uploads per
 * member at once on this instance (429 beyond), and the temporary image files are removed
 * whatever happens. Used by the board's posts and the 제보's picture.
 */
export async function withImageMultipart<S extends z.ZodType, R>(
  request: FastifyRequest,
  schema: S,
  rules: ImageUploadRules,
  work: (upload: ImageMultipart<z.output<S>>) => Promise<R>,
  hooks: ImageMultipartHooks<z.output<S>> = {},
): Promise<R> {
  const release = memberUploads.tryAcquire(String(request.member?.id));
  if (!release) throw new RateLimitedError(BUSY_RETRY_SECONDS);
  try {
    const upload = await readImageMultipart(request, schema, rules, hooks);
    try {
      return await work(upload);
    } finally {
      await removeTempFiles(upload.files.map((file) => file.path));
    }
  } finally {
    release();
  }
}

/**
 * A body that is not multipart, checked against `schema` as Fastify checks a JSON body (a body
 * declared by content type is validated only for the types it names: none, or text, is not).
 */
function jsonBodyOf<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const result = validatorCompiler({
    schema,
    method: request.method,
    url: request.url,
    httpPart: 'body',
  })(request.body) as { value?: z.output<S>; error?: unknown };
  if (!result.error) return result.value as z.output<S>;
  throw Object.assign(new Error('invalid body'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
}

/**
 * Runs `work` on a body sent either as JSON (`schema`) or as image multipart: the same schema as
 * the JSON part, then the files (withImageMultipart's rules and clean-up).
 */
export function withJsonOrImageMultipart<S extends z.ZodType, R>(
  request: FastifyRequest,
  schema: S,
  rules: ImageUploadRules,
  work: (upload: ImageMultipart<z.output<S>>) => Promise<R>,
): Promise<R> {
  if (!request.isMultipart()) return work({ json: jsonBodyOf(request, schema), files: [] });
  return withImageMultipart(request, schema, rules, work);
}
