import { z } from 'zod';

/** What the browser reports when a page crashes, so the team sees failures users hit. */
export const clientErrorReportSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(2000, 'must be at most 2000 characters'),
  stack: z.string().max(8000, 'must be at most 8000 characters').optional(),
  page: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\//, 'must be a path starting with /'),
});

export const clientErrorAckSchema = z.object({ received: z.literal(true) });

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
