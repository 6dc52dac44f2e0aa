// The back office's own import of the contract: the public page loads it lazily (events-queries),
// while the office needs it at hand to read a refusal and to check its form.
import { STALE_EVENT, staleEventSchema } from '../../../../shared/contracts/events';
import { staleReader } from '../../../lib/stale-edit';

/** The event as someone else left it, when a change was refused for being made from an older one. */
export const staleEventOf = staleReader(STALE_EVENT, staleEventSchema);
