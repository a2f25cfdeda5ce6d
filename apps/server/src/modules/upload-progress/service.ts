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

export interface UploadProgressDeps {
  db: Kysely<DB>;
  bus: ProgressBus;
}

async function publish(deps: UploadProgressDeps, uploadId: string, percent: number) {
  await raiseUploadPercent(deps.db, uploadId, percent);
  await deps.bus.publish(uploadId, percent);
}

async function reserve(deps: UploadProgressDeps, memberId: number): Promise<UploadReservation> {
  const now = Date.now();
  await deleteExpiredUploadSessions(deps.db, new Date(now - KEEP_EXPIRED_MS));
  const uploadId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now + UPLOAD_STREAM_TTL_MS);
  await insertUploadSession(deps.db, { id: uploadId, memberId, expiresAt });
  return { uploadId, expiresAt: expiresAt.toISOString() };
}

async function open(deps: UploadProgressDeps, uploadId: string, memberId: number): Promise<number> {
  const session = await selectUploadSession(deps.db, uploadId);
  if (!session || session.expires_at.getTime() <= Date.now()) {
    throw new AppError(404, 'NOT_FOUND', messages.board.invalidUpload);
  }
  if (session.member_id !== memberId) throw new AppError(403, 'FORBIDDEN');
  return session.percent;
}

function track(
  deps: UploadProgressDeps,
  raw: IncomingMessage,
  memberId: number,
  log: FastifyBaseLogger,
): UploadTracker {
  return trackUpload(raw, {
    owns: async (uploadId) => {
      const session = await selectUploadSession(deps.db, uploadId);
      return session?.member_id === memberId;
    },
    publish: (uploadId, percent) => publish(deps, uploadId, percent),
    onError: (error) => log.warn({ err: error }, 'upload progress not published'),
  });
}

export function createUploadProgressService(deps: UploadProgressDeps): UploadProgressService {
  return {
    reserve: (memberId) => reserve(deps, memberId),
    open: (uploadId, memberId) => open(deps, uploadId, memberId),
    subscribe: (uploadId, listener) => deps.bus.subscribe(uploadId, listener),
    track: (raw, memberId, log) => track(deps, raw, memberId, log),
    close: () => deps.bus.close(),
  };
}
