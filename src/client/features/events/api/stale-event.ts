// The back office's own import of the contract: the public page loads it lazily (events-queries),
// while the office needs it at hand to read a refusal and to check its form.
import {
  type OfficeEvent,
  STALE_EVENT,
  staleEventSchema,
} from '../../../../shared/contracts/events';
import { ApiError } from '../../../lib/api-client';

/** The event as someone else left it, when a change was refused for being made from an older one. */
export function staleEventOf(error: unknown): OfficeEvent | null {
  if (!(error instanceof ApiError) || error.code !== STALE_EVENT) return null;
  try {
    return staleEventSchema.parse(JSON.parse(error.bodyText)).current;
  } catch {
    return null;
  }
}
