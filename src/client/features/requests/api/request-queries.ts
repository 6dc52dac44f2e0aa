import {
  decidedSongRequestListSchema,
  type SongRequest,
  type SongRequestCreate,
  songRequestListSchema,
  songRequestSchema,
} from '../../../../shared/contracts/requests';
import { addressQuery, whole } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

const REQUESTS_URL = '/api/requests';
const DECIDED_URL = '/api/requests/decided';

export const requestQueries = {
  /** Open requests (most votes first), the ones played lately, and when this listener may ask again. */
  board: () => ({
    ...addressQuery(REQUESTS_URL, songRequestListSchema, whole),
    // Each listener's own votes and wait (by their listener cookie): the browser asks for it.
    meta: { personal: true },
  }),
  /** The crew's latest decisions, played and declined, with who made them. */
  decided: () =>
    addressQuery(DECIDED_URL, decidedSongRequestListSchema, (answer) => answer.requests),
};

export async function createSongRequest(body: SongRequestCreate): Promise<SongRequest> {
  return songRequestSchema.parse(await apiRequest(REQUESTS_URL, { method: 'POST', body }));
}

export async function voteForSongRequest(id: number): Promise<SongRequest> {
  return songRequestSchema.parse(
    await apiRequest(`${REQUESTS_URL}/${id}/vote`, { method: 'POST' }),
  );
}

export async function decideSongRequest(
  id: number,
  status: 'played' | 'declined',
): Promise<SongRequest> {
  return songRequestSchema.parse(
    await apiRequest(`${REQUESTS_URL}/${id}`, { method: 'PATCH', body: { status } }),
  );
}
