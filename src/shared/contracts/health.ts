import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export type Health = z.infer<typeof healthSchema>;
export type Readiness = z.infer<typeof readinessSchema>;
