import type { SongRequest } from '../../../shared/contracts/requests.js';
import type { SongRequestRow } from './requests.repo.js';

/** A song request as listeners see it. */
export const toSongRequest = (row: SongRequestRow): SongRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
