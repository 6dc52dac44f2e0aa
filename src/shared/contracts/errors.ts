import { z } from 'zod';

export const fieldProblemSchema = z.object({
  field: z.string().describe('Where the problem is, for example "email" or "items.0.title"'),
  reason: z.string(),
});

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldProblemSchema).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type FieldProblem = z.infer<typeof fieldProblemSchema>;
