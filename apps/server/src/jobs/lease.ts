import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { deleteLease, upsertLease } from './queries';

/** A held lease; release() frees it early (it lapses by itself at its expiry). */
export interface Lease {
  name: string;
  holder: string;
  release(): Promise<void>;
}

/**
 * Takes the named lease for `ttlMs` when it is free or expired, on the database's clock, so
 * every instance (and every caller in one process) agrees; undefined when someone holds it.
 */
export async function tryAcquireLease(
  db: Kysely<DB>,
  name: string,
  ttlMs: number,
): Promise<Lease | undefined> {
  const holder = randomUUID();
  if (!(await upsertLease(db, name, holder, ttlMs))) return undefined;
  return { name, holder, release: () => deleteLease(db, name, holder) };
}

/** Runs fn while holding the lease; `{ ran: false }` without running it when the lease is taken. */
export async function withLease<T>(
  db: Kysely<DB>,
  name: string,
  ttlMs: number,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const lease = await tryAcquireLease(db, name, ttlMs);
  if (!lease) return { ran: false };
  try {
    return { ran: true, value: await fn() };
  } finally {
    await lease.release();
  }
}
