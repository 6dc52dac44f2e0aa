// The back office's own import of the contract: the public pages load it lazily
// (playlists-queries), while the office needs it at hand to read a refusal and check its form.
import { STALE_PLAYLIST, stalePlaylistSchema } from '../../../../shared/contracts/playlists';
import { staleReader } from '../../../lib/stale-edit';

/** The playlist as someone else left it, when a change was refused for being made from an older one. */
export const stalePlaylistOf = staleReader(STALE_PLAYLIST, stalePlaylistSchema);
