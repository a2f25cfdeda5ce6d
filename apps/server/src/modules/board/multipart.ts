import {
  BOARD_IMAGE_MAX_BYTES,
  BOARD_IMAGE_MAX_COUNT,
  BOARD_IMAGE_MAX_PIXELS,
  BOARD_JSON_PART,
  messages,
} from '@akkyeo/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  withImageMultipart,
  type ImageMultipart,
  type ImageUploadRules,
} from '../../lib/image-multipart';
import type { UploadTracker } from '../upload-progress/tracker';
import { notAnImageMessage } from './image-messages';

export type BoardMultipart<T> = ImageMultipart<T>;

/** A post's images: up to ten of 10 MB and 40 megapixels each. */
export const boardImageRules: ImageUploadRules = {
  jsonPart: BOARD_JSON_PART,
  maxFiles: BOARD_IMAGE_MAX_COUNT,
  maxBytes: BOARD_IMAGE_MAX_BYTES,
  maxPixels: BOARD_IMAGE_MAX_PIXELS,
  messages: {
    tooLarge: messages.board.imageTooLarge,
    tooManyPixels: messages.board.imageTooManyPixels,
    tooMany: messages.board.tooManyImages,
    badJson: messages.validation.field(BOARD_JSON_PART),
    notAnImage: notAnImageMessage,
  },
};

/**
 * Runs `work` on the board multipart body of a signed-in member (lib/image-multipart.ts): the
 * JSON part named `json` and up to ten images. The tracker counts the body's bytes from the first
 * one and learns the upload id as soon as the JSON part arrives.
 */
export async function withBoardMultipart<S extends z.ZodType<{ uploadId?: string | null }>, R>(
  request: FastifyRequest,
  schema: S,
  startTracking: () => UploadTracker,
  work: (upload: BoardMultipart<z.output<S>> & { tracker: UploadTracker }) => Promise<R>,
): Promise<R> {
  let tracker: UploadTracker | undefined;
  return withImageMultipart(
    request,
    schema,
    boardImageRules,
    (upload) => work({ ...upload, tracker: tracker ?? startTracking() }),
    {
      onStart: () => (tracker = startTracking()),
      onJson: (json) => tracker?.setUploadId(json.uploadId),
    },
  );
}
