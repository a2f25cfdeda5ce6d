import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { pauseBudget, selectBudgetState, takeBudgetToken } from './queries';

const HOUR_MS = 3_600_000;

/** Why a call was not made: the budget is used up (or paused after a 429) until `retryAt`. */
export class CallBudgetExhaustedError extends Error {
  override name = 'CallBudgetExhaustedError';

  constructor(readonly retryAt: Date) {
    super(`Coupang API call budget used up until ${retryAt.toISOString()}`);
  }
}

/** Calls to an outside API, shared by every instance and every caller. */
export interface CallBudget {
  /** Takes one call, or throws CallBudgetExhaustedError. */
  take(): Promise<void>;
  /** No caller takes a call before `until` (the API answered 429). */
  pause(until: Date): Promise<void>;
}

/**
 * A token bucket in `partner_call_budget`: a burst of a fifth of the hourly budget, refilled
 * steadily with the rest, so no sliding hour ever sees more than `callsPerHour` calls.
 */
export function createCallBudget(
  db: Kysely<DB>,
  opts: { key: string; callsPerHour: number },
): CallBudget {
  const capacity = Math.max(1, Math.floor(opts.callsPerHour / 5));
  const intervalMs = HOUR_MS / Math.max(1, opts.callsPerHour - capacity);
  return {
    async take() {
      if (await takeBudgetToken(db, opts.key, capacity, intervalMs)) return;
      const state = await selectBudgetState(db, opts.key);
      const refill = (state?.refilled_at.getTime() ?? Date.now()) + intervalMs;
      const paused = state?.paused_until?.getTime() ?? 0;
      throw new CallBudgetExhaustedError(new Date(Math.max(refill, paused)));
    },
    pause(until) {
      return pauseBudget(db, opts.key, until);
    },
  };
}
