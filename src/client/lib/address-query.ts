import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A contract's schema, or a function that loads it. Given the loader, the contract (and zod with
 * it) arrives with the first answer to check, not with the page: a page the server rendered
 * comes with its data, and most never fetch it again before the event streams take over.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

const schemaOf = async <Schema>(source: SchemaSource<Schema>): Promise<Schema> =>
  typeof source === 'function' ? (source as () => Promise<Schema>)() : source;

/** The API's answer (or its promise), checked by a contract's schema (loaded then, given its loader). */
export async function checkedBy<Schema extends z.ZodType>(
  answer: unknown,
  source: SchemaSource<Schema>,
): Promise<z.output<Schema>> {
  const [body, schema] = await Promise.all([answer, schemaOf(source)]);
  return schema.parse(body);
}

/**
 * The query for one API address, keyed by the address alone (so a change elsewhere can
 * refresh it by its address), its answer checked by the contract's schema and, given `pick`,
 * narrowed to the part the screens use.
 */
export function addressQuery<const Url extends string, Schema extends z.ZodType, Data>(
  url: Url,
  schema: SchemaSource<Schema>,
  pick: (answer: z.output<Schema>) => Data,
) {
  return queryOptions({
    queryKey: [url] as const,
    queryFn: async ({ signal }): Promise<Data> =>
      pick(await checkedBy(apiRequest(url, { signal }), schema)),
  });
}

/** The whole answer, for `addressQuery` where the screens use all of it. */
export const whole = <T>(answer: T): T => answer;
