import { z } from 'zod';
import { text } from './fields.js';

/** What the browser reports when a page crashes, so the team sees failures users hit. */
export const clientErrorReportSchema = z.object({
  message: text().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters'),
  stack: text().max(8000, 'must be at most 8000 characters').optional(),
  page: text()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\//, 'must be a path starting with /'),
});

export const clientErrorAckSchema = z.object({ received: z.literal(true) });

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
