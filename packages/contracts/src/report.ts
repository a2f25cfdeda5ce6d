import { z } from './zod';
import { memberInfoSchema } from './comment';
import { pageQuerySchema, pageSchema } from './paging';
import { text } from './text';

export const REPORT_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** Body of POST /v1/board/{id}/report. */
export const reportCreateSchema = z.object({
  reason: text().trim().max(500).default(''),
});
export type ReportCreateInput = z.input<typeof reportCreateSchema>;

/** Reply of a report: one report per member and post, so a repeat changes nothing. */
export const reportResponseSchema = z
  .object({ boardId: z.number().int(), reported: z.literal(true) })
  .meta({ id: 'ReportResult' });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** GET /v1/admin/reports: one status (OPEN by default), newest first. */
export const adminReportListQuerySchema = pageQuerySchema.extend({
  status: reportStatusSchema.default('OPEN'),
});

/** A report in the moderation queue, with the reported post. */
export const adminReportSchema = z
  .object({
    id: z.number().int(),
    reason: z.string(),
    status: reportStatusSchema,
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    reporter: memberInfoSchema,
    board: z.object({
      id: z.number().int(),
      content: z.string(),
      author: memberInfoSchema,
      hidden: z.boolean(),
      deleted: z.boolean(),
      openReportCount: z.number().int(),
    }),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListResponseSchema = pageSchema(adminReportSchema).meta({
  id: 'AdminReportPage',
});
export type AdminReportListResponse = z.infer<typeof adminReportListResponseSchema>;

/**
 * Body of POST /v1/admin/reports/{id}/resolve: HIDE hides the post for everyone and resolves
 * every open report on it; DISMISS dismisses them and leaves the post as it is.
 */
export const reportResolveSchema = z.object({ action: z.enum(['HIDE', 'DISMISS']) });
export type ReportResolveInput = z.infer<typeof reportResolveSchema>;

export const reportResolveResponseSchema = z
  .object({
    boardId: z.number().int(),
    status: reportStatusSchema,
    resolvedCount: z.number().int(),
    hidden: z.boolean(),
  })
  .meta({ id: 'ReportResolveResult' });
export type ReportResolveResponse = z.infer<typeof reportResolveResponseSchema>;

/** Body and reply of PUT /v1/admin/board/{id}/hidden: hide or show a post for everyone. */
export const boardHiddenSchema = z.object({ hidden: z.boolean() });
export const boardHiddenResponseSchema = z
  .object({ id: z.number().int(), hidden: z.boolean() })
  .meta({ id: 'BoardHiddenResult' });
export type BoardHiddenResponse = z.infer<typeof boardHiddenResponseSchema>;
