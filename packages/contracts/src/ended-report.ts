import { z } from './zod';
import { memberInfoSchema } from './comment';
import { pageQuerySchema, pageSchema } from './paging';

/** Who ended a deal: members' 종료됐어요 reports, a manager, or the partner import. */
export const ENDED_BY = ['REPORTS', 'MANAGER', 'PARTNER'] as const;
export const endedBySchema = z.enum(ENDED_BY);
export type EndedBy = z.infer<typeof endedBySchema>;

/** GET /v1/admin/ended-reports: reported deals, the latest report first. */
export const adminEndedReportListQuerySchema = pageQuerySchema;

/** A member's standing as the queue shows it (docs/security.md). */
export const memberStandingSchema = z
  .object({
    hasStanding: z.boolean(),
    accountCreatedAt: z.string(),
    /** Kept posts plus comments. */
    contributions: z.number().int(),
  })
  .meta({ id: 'MemberStanding' });
export type MemberStanding = z.infer<typeof memberStandingSchema>;

/** One open 종료됐어요 report: who, when, whether it counts toward ending, their standing now. */
export const endedReporterSchema = z
  .object({
    member: memberInfoSchema,
    reportedAt: z.string(),
    counts: z.boolean(),
    standing: memberStandingSchema,
  })
  .meta({ id: 'EndedReporter' });
export type EndedReporter = z.infer<typeof endedReporterSchema>;

/** A reported deal in the managers' 종료 신고 queue, with its open reports (newest first). */
export const adminEndedReportSchema = z
  .object({
    deal: z.object({
      id: z.number().int(),
      name: z.string(),
      market: z.string(),
      price: z.number().int(),
      ended: z.boolean(),
      endedAt: z.string().nullable(),
      endedBy: endedBySchema.nullable(),
    }),
    lastReportedAt: z.string(),
    /** Open reports that count toward ending it. */
    countingReports: z.number().int(),
    reports: z.array(endedReporterSchema),
  })
  .meta({ id: 'AdminEndedReport' });
export type AdminEndedReport = z.infer<typeof adminEndedReportSchema>;

export const adminEndedReportListResponseSchema = pageSchema(adminEndedReportSchema).meta({
  id: 'AdminEndedReportPage',
});
export type AdminEndedReportListResponse = z.infer<typeof adminEndedReportListResponseSchema>;

/** Reply of 종료 확정 and 다시 열기: the deal's state and how many open reports were closed. */
export const endedReviewResponseSchema = z
  .object({
    dealId: z.number().int(),
    ended: z.boolean(),
    endedAt: z.string().nullable(),
    endedBy: endedBySchema.nullable(),
    closedReports: z.number().int(),
  })
  .meta({ id: 'EndedReviewResult' });
export type EndedReviewResponse = z.infer<typeof endedReviewResponseSchema>;
