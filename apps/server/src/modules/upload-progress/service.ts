import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { messages, UPLOAD_STREAM_TTL_MS, type UploadReservation } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { ProgressBus, ProgressListener } from './bus';
import {
  deleteExpiredUploadSessions,
  insertUploadSession,
  raiseUploadPercent,
  selectUploadSession,
} from './queries';
import { trackUpload, type UploadTracker } from './tracker';

/** Reservations are kept this long past their expiry, for uploads still running. */
const KEEP_EXPIRED_MS = 60 * 60_000;

export interface UploadProgressService {
  /** Reserves a fresh upload id for the member; it may open a stream on it for 5 minutes. */
  reserve(memberId: number): Promise<UploadReservation>;
  /** The stored percent of an upload the member reserved; 404 when unknown or expired, 403 for another member's. */
  open(uploadId: string, memberId: number): Promise<number>;
  subscribe(uploadId: string, listener: ProgressListener): Promise<() => void>;
  /** Starts counting a request body's bytes for the member's upload id (set once the JSON part is read). */
  track(raw: IncomingMessage, memberId: number, log: FastifyBaseLogger): UploadTracker;
  close(): Promise<void>;
}

export function createUploadProgressService(deps: {
  db: Kysely<DB>;
  bus: ProgressBus;
}): UploadProgressService {
  const { db, bus } = deps;

  const publish = async (uploadId: string, percent: number) => {
    await raiseUploadPercent(db, uploadId, percent);
    await bus.publish(uploadId, percent);
  };

  return {
    async reserve(memberId) {
      const now = Date.now();
      await deleteExpiredUploadSessions(db, new Date(now - KEEP_EXPIRED_MS));
      const uploadId = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now + UPLOAD_STREAM_TTL_MS);
      await insertUploadSession(db, { id: uploadId, memberId, expiresAt });
      return { uploadId, expiresAt: expiresAt.toISOString() };
    },

    async open(uploadId, memberId) {
      const session = await selectUploadSession(db, uploadId);
      if (!session || session.expires_at.getTime() <= Date.now()) {
        throw new AppError(404, 'NOT_FOUND', messages.board.invalidUpload);
      }
      if (session.member_id !== memberId) throw new AppError(403, 'FORBIDDEN');
      return session.percent;
    },

    subscribe: (uploadId, listener) => bus.subscribe(uploadId, listener),

    track(raw, memberId, log) {
      return trackUpload(raw, {
        owns: async (uploadId) => {
          const session = await selectUploadSession(db, uploadId);
          return session?.member_id === memberId;
        },
        publish,
        onError: (error) => log.warn({ err: error }, 'upload progress not published'),
      });
    },

    close: () => bus.close(),
  };
}
