import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { DomainEventCatalog } from './catalog';

export type DomainEventName = keyof DomainEventCatalog;

/** Handles one event inside the emitting write's transaction `trx`. */
export type DomainEventHandler<N extends DomainEventName> = (
  trx: Kysely<DB>,
  event: DomainEventCatalog[N],
) => Promise<void>;

/** The in-process, in-transaction event dispatcher the composition root hands every module. */
export interface DomainEvents {
  /** Adds a handler; handlers of one event run one after another, in the order they were added. */
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
  /**
   * Runs every handler of `name` in `trx`; the first that throws aborts the write. Resolves to
   * whether any handler ran.
   */
  emit<N extends DomainEventName>(
    trx: Kysely<DB>,
    name: N,
    event: DomainEventCatalog[N],
  ): Promise<boolean>;
}

type HandlerLists = { [N in DomainEventName]: DomainEventHandler<N>[] };

export function createDomainEvents(): DomainEvents {
  const handlers: HandlerLists = {
    'comment.created': [],
    'deal.posted': [],
    'deal.renamed': [],
    'deal.repriced': [],
    'deals.ended': [],
    'deals.changed': [],
    'deals.imported': [],
    'deals.announced': [],
    'tip.reviewed': [],
  };
  return {
    on(name, handler) {
      handlers[name].push(handler);
    },
    async emit(trx, name, event) {
      for (const handler of handlers[name]) await handler(trx, event);
      return handlers[name].length > 0;
    },
  };
}
