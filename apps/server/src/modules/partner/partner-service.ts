import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CoupangConfig } from '../../config';
import type { DB } from '../../db/types';
import type { Outbound } from '../../lib/outbound';
import type { LinkConverter } from '../feed/partner-link';
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

/** The Coupang Partners API client the configuration allows; undefined without keys. */
export function createCoupangConnection(deps: {
  config: CoupangConfig;
  db: Kysely<DB>;
  outbound: Outbound;
}): CoupangClient | undefined {
  const { config, db } = deps;
  if (!config.keys) return undefined;
  return createCoupangClient({
    keys: config.keys,
    baseUrl: config.apiBaseUrl,
    subId: config.subId,
    outbound: deps.outbound,
    budget: createCallBudget(db, { key: COUPANG_BUDGET_KEY, callsPerHour: config.callsPerHour }),
  });
}

/** Partner links for the Coupang store URLs among `urls` (none when disabled or on failure). */
export function createPartnerLinks(deps: {
  client: CoupangClient | undefined;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): LinkConverter {
  const { client, logger } = deps;
  return {
    convertLinks: async (urls) => (client ? convertCoupangUrls(client, urls, logger) : new Map()),
  };
}

/** Coupang Partners' gold-box import for the rest of the app; `enabled` is false without keys. */
export interface PartnerService {
  enabled: boolean;
  /** Runs the gold-box import now; throws when disabled or when the API fails. */
  importGoldBox(): Promise<GoldBoxImportResult>;
}

export interface PartnerServiceDeps {
  db: Kysely<DB>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The feed's deals, written in the import's transaction. */
  deals: GoldBoxImportDeps['deals'];
  /** The API client (createCoupangConnection); undefined when Coupang Partners is off. */
  client: CoupangClient | undefined;
}

/** Thrown by importGoldBox when no keys are configured. */
export class PartnerDisabledError extends Error {
  override name = 'PartnerDisabledError';

  constructor() {
    super('Coupang Partners is off: set COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY');
  }
}

function importGoldBox(deps: PartnerServiceDeps): Promise<GoldBoxImportResult> {
  const { client } = deps;
  if (!client) return Promise.reject(new PartnerDisabledError());
  return runGoldBoxImport({ ...deps, client });
}

export function createPartnerService(deps: PartnerServiceDeps): PartnerService {
  return { enabled: Boolean(deps.client), importGoldBox: () => importGoldBox(deps) };
}
