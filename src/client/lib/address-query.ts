import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * The query for one API address, keyed by the address alone (so a change elsewhere can
 * refresh it by its address), its answer checked by the contract's schema and, given `pick`,
 * narrowed to the part the screens use.
 */
export function addressQuery<const Url extends string, Schema extends z.ZodType, Data>(
  url: Url,
  schema: Schema,
  pick: (answer: z.output<Schema>) => Data,
) {
  return queryOptions({
    queryKey: [url] as const,
    queryFn: async ({ signal }): Promise<Data> =>
      pick(schema.parse(await apiRequest(url, { signal }))),
  });
}

/** The whole answer, for `addressQuery` where the screens use all of it. */
export const whole = <T>(answer: T): T => answer;
