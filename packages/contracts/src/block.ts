import { z } from './zod';
import * as messages from './messages';
import { MUTE_MARKET_MAX_LENGTH, MUTE_TYPES, MUTE_WORD_MAX_LENGTH } from './constants';
import { text } from './text';

/** Path parameter of POST and DELETE /v1/member/block/{memberId}. */
export const blockMemberParamSchema = z.object({
  memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** One member the caller blocked. `blockedAt` is ISO 8601. */
export const blockedMemberSchema = z
  .object({
    memberId: z.number().int(),
    nickname: z.string(),
    profileImg: z.string().nullable(),
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedMember' });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** GET /v1/member/block: the caller's blocked members, newest block first. */
export const blockListSchema = z
  .object({ content: z.array(blockedMemberSchema) })
  .meta({ id: 'BlockList' });
export type BlockList = z.infer<typeof blockListSchema>;

/**
 * POST /v1/member/mute: a WORD hides deals whose name holds it (normalised as search normalises:
 * case, full-width characters and spacing runs aside), 1–20 characters; a MARKET hides the deals
 * of that store (its name as deals carry it).
 */
export const muteInputSchema = z
  .object({
    type: z.enum(MUTE_TYPES, messages.block.muteType),
    value: text().trim(),
  })
  .superRefine((input, ctx) => {
    const length = Array.from(input.value).length;
    const word = input.type === 'WORD';
    const max = word ? MUTE_WORD_MAX_LENGTH : MUTE_MARKET_MAX_LENGTH;
    if (length < 1 || length > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: word ? messages.block.muteWordLength : messages.block.muteMarketLength,
      });
    }
  })
  .meta({ id: 'MuteRequest' });
export type MuteRequest = z.input<typeof muteInputSchema>;
export type MuteInput = z.output<typeof muteInputSchema>;

/** One muted word or store of the caller. */
export const muteSchema = z
  .object({ id: z.number().int(), type: z.enum(MUTE_TYPES), value: z.string() })
  .meta({ id: 'Mute' });
export type Mute = z.infer<typeof muteSchema>;

/** GET /v1/member/mute: the caller's mutes, oldest first. */
export const muteListSchema = z.object({ content: z.array(muteSchema) }).meta({ id: 'MuteList' });
export type MuteList = z.infer<typeof muteListSchema>;

/** Path parameter of DELETE /v1/member/mute/{id}. */
export const muteIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
