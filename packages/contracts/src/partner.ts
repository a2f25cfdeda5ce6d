import { z } from './zod';

/** Header carrying the operator token of `npm run partner:import` (derived from JWT_SECRET). */
export const OPS_TOKEN_HEADER = 'X-OPS-TOKEN';

const count = z.number().int().nonnegative();

/** What one gold-box import did, or that another import was already running. */
export const partnerImportResultSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('done'),
      received: count,
      invalid: count,
      created: count,
      updated: count,
      priceChanged: count,
      reopened: count,
      ended: count,
      unchanged: count,
    }),
    z.object({ status: z.literal('skipped'), reason: z.literal('running') }),
  ])
  .meta({ id: 'PartnerImportResult' });
export type PartnerImportResult = z.infer<typeof partnerImportResultSchema>;
