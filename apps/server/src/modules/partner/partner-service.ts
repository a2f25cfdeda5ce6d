import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CoupangConfig } from '../../config';
import type { DB } from '../../db/types';
import type { Outbound } from '../../lib/outbound';
import { createCallBudget } from './call-budget';
import { createCoupangClient, type CoupangClient } from './coupang-client';
import { convertCoupangUrls } from './deeplinks';
import {
  runGoldBoxImport,
  type GoldBoxImportDeps,
  type GoldBoxImportResult,
} from './goldbox-import';

/** The key of the Coupang call budget in `partner_call_budget`. */
export const COUPANG_BUDGET_KEY = 'coupang:api-calls';

/** Coupang Partners for the rest of the app; `enabled` is false without keys. */
export interface PartnerService {
  enabled: boolean;
  /** Runs the gold-box import now; throws when disabled or when the API fails. */
  importGoldBox(): Promise<GoldBoxImportResult>;
  /** Partner links for the Coupang store URLs among `urls` (none when disabled or on failure). */
  convertLinks(urls: string[]): Promise<Map<string, string>>;
}

export interface PartnerServiceDeps {
  config: CoupangConfig;
  db: Kysely<DB>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Sends the Coupang API calls. */
  outbound: Outbound;
  notifyImportedDeals: GoldBoxImportDeps['notifyImportedDeals'];
  deals: GoldBoxImportDeps['deals'];
  /** A client to use instead of one built from the config (tests). */
  client?: CoupangClient;
}

/** Thrown by importGoldBox when no keys are configured. */
export class PartnerDisabledError extends Error {
  override name = 'PartnerDisabledError';

  constructor() {
    super('Coupang Partners is off: set COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY');
  }
}

export function createPartnerService(deps: PartnerServiceDeps): PartnerService {
  const { config, db, logger } = deps;
  const keys = config.keys;
  const client =
    deps.client ??
    (keys &&
      createCoupangClient({
        keys,
        baseUrl: config.apiBaseUrl,
        subId: config.subId,
        outbound: deps.outbound,
        budget: createCallBudget(db, {
          key: COUPANG_BUDGET_KEY,
          callsPerHour: config.callsPerHour,
        }),
      }));

  return {
    enabled: Boolean(client),
    importGoldBox() {
      if (!client) return Promise.reject(new PartnerDisabledError());
      return runGoldBoxImport({ ...deps, client });
    },
    async convertLinks(urls) {
      if (!client) return new Map();
      return convertCoupangUrls(client, urls, logger);
    },
  };
}
