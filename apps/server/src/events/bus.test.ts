import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { createDomainEvents } from './bus';

const trx = {} as Kysely<DB>;
const ended = { dealIds: [1, 2] };

describe('domain events', () => {
  it('runs the handlers of an event one after another, in the order they were added', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.on('deals.ended', async (_trx, event) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(`first ${event.dealIds.join(',')}`);
    });
    events.on('deals.ended', () => Promise.resolve(void seen.push('second')));
    events.on('deal.posted', () => Promise.resolve(void seen.push('other event')));

    expect(await events.emit(trx, 'deals.ended', ended)).toBe(true);
    expect(seen).toEqual(['first 1,2', 'second']);
  });

  it('says when no handler ran', async () => {
    expect(await createDomainEvents().emit(trx, 'deals.ended', ended)).toBe(false);
  });

  it('stops at the first handler that throws and passes its error to the writer', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.on('deals.ended', () => Promise.reject(new Error('handler failed')));
    events.on('deals.ended', () => Promise.resolve(void seen.push('after')));
    await expect(events.emit(trx, 'deals.ended', ended)).rejects.toThrow('handler failed');
    expect(seen).toEqual([]);
  });
});
