import type { DecidedSongRequest, SongRequest } from '../../../shared/contracts/requests.js';
import type { DecidedSongRequestRow, SongRequestRow } from './requests.repo.js';

/** A song request as listeners see it. */
export const toSongRequest = (row: SongRequestRow): SongRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A decided request as the crew's desk shows it; undefined for a row that is not decided. */
export function toDecidedSongRequest(row: DecidedSongRequestRow): DecidedSongRequest | undefined {
  const { status, decidedAt } = row;
  if (status === 'open' || !decidedAt) return undefined;
  return {
    ...toSongRequest(row),
    status,
    decidedAt: decidedAt.toISOString(),
    decidedBy: row.decidedBy,
  };
}
