import { queryOptions } from '@tanstack/react-query';
import {
  type SongRequest,
  type SongRequestCreate,
  songRequestListSchema,
  songRequestSchema,
} from '../../../../shared/contracts/requests';
import { apiRequest } from '../../../lib/api-client';

const REQUESTS_URL = '/api/requests';

export const requestQueries = {
  /** Open requests (most votes first), the ones played lately, and when this listener may ask again. */
  board: () =>
    queryOptions({
      queryKey: [REQUESTS_URL] as const,
      queryFn: async ({ signal }) =>
        songRequestListSchema.parse(await apiRequest(REQUESTS_URL, { signal })),
    }),
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
