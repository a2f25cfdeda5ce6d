import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { selectBucketResetAt, takeBucketToken } from './queries';

const HOUR_MS = 3_600_000;

/** Why a call was not made: the budget is used up until `retryAt`. */
export class CallBudgetExhaustedError extends Error {
  override name = 'CallBudgetExhaustedError';

  constructor(readonly retryAt: Date) {
    super(`Coupang API call budget used up until ${retryAt.toISOString()}`);
  }
}

/** Takes one call from a budget shared by every instance, or throws CallBudgetExhaustedError. */
export type TakeCall = () => Promise<void>;

/**
 * A token bucket in the `rate_limit` table: a burst of a fifth of the hourly budget, refilled
 * steadily with the rest, so no sliding hour ever sees more than `callsPerHour` calls.
 */
export function createCallBudget(
  db: Kysely<DB>,
  opts: { key: string; callsPerHour: number },
): TakeCall {
  const capacity = Math.max(1, Math.floor(opts.callsPerHour / 5));
  const intervalMs = HOUR_MS / Math.max(1, opts.callsPerHour - capacity);
  return async () => {
    if (await takeBucketToken(db, opts.key, capacity, intervalMs)) return;
    const resetAt = (await selectBucketResetAt(db, opts.key)) ?? new Date();
    throw new CallBudgetExhaustedError(new Date(resetAt.getTime() + intervalMs));
  };
}
