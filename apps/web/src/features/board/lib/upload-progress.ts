import { openUploadStream, reserveUpload } from '../api';
import { readEventStream } from './sse';

/** How long a submit waits for the progress stream before sending without it. */
const STREAM_OPEN_TIMEOUT_MS = 3_000;

export interface UploadProgress {
  /** The id to send in the post's JSON part; undefined when progress is unavailable. */
  uploadId: string | undefined;
  stop: () => void;
}

/**
 * Reserves an upload id and opens its progress stream, resolving once the server listens (or
 * after a short wait, or at once when progress is unavailable: the post is sent either way).
 * Each percent goes to `onPercent`, rising.
 */
export async function startUploadProgress(
  onPercent: (percent: number) => void,
): Promise<UploadProgress> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  try {
    const { uploadId } = await reserveUpload();
    const response = await openUploadStream(uploadId, controller.signal);
    if (!response.ok || !response.body) return { uploadId, stop };
    const body = response.body;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, STREAM_OPEN_TIMEOUT_MS);
      let highest = 0;
      readEventStream(
        body,
        (data) => {
          const percent = Number(data);
          if (Number.isFinite(percent) && percent > highest) {
            highest = percent;
            onPercent(percent);
          }
        },
        () => {
          clearTimeout(timer);
          resolve();
        },
      )
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    });
    return { uploadId, stop };
  } catch {
    stop();
    return { uploadId: undefined, stop };
  }
}
