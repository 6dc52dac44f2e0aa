import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * Reads a refusal for an edit made from an older version: the API answers 409 with `code` and
 * the thing as it is now (`current`). The reader gives that newer version, or null for any other
 * error, so an editor can show it beside the edits it keeps.
 */
export function staleReader<Item>(code: string, schema: z.ZodType<{ current: Item }>) {
  return (error: unknown): Item | null => {
    if (!(error instanceof ApiError) || error.code !== code) return null;
    try {
      return schema.parse(JSON.parse(error.bodyText)).current;
    } catch {
      return null;
    }
  };
}
