import type { OfficePlaylist } from '../../../../shared/contracts/playlists';
import type { PlaylistKind } from '../../../../shared/playlists.constants';
import { StaleEditNotice } from '../../../components/ui/stale-edit-notice';

/** A kind inside a sentence. */
const KIND_PHRASES: Record<PlaylistKind, string> = {
  era: 'an era playlist',
  mood: 'a mood playlist',
  'dj-special': 'a DJ special',
};

/** How many of their tracks the notice names before "and n more". */
const TRACKS_NAMED = 5;

interface PlaylistConflictProps {
  /** The playlist as someone else saved it while this edit was open. */
  current: OfficePlaylist;
  onTakeTheirs: (current: OfficePlaylist) => void;
  onKeepMine: (current: OfficePlaylist) => void;
}

/** A playlist's save refused because someone else changed it first, with their version. */
export function PlaylistConflict({ current, onTakeTheirs, onKeepMine }: PlaylistConflictProps) {
  const named = current.entries.slice(0, TRACKS_NAMED).map((entry) => entry.title);
  const more = current.entries.length - named.length;
  return (
    <StaleEditNotice
      what="playlist"
      version={current.version}
      detailsProps={{ 'data-testid': 'current-playlist', className: 'grid gap-0.5 wrap-anywhere' }}
      onTakeTheirs={() => onTakeTheirs(current)}
      onKeepMine={() => onKeepMine(current)}
    >
      <p>
        “{current.title}”, {KIND_PHRASES[current.kind]}
        {current.host ? ` picked by ${current.host}` : ''},{' '}
        {current.published ? 'published' : 'a draft'}
      </p>
      <p>
        {current.entries.length === 0
          ? 'No tracks'
          : `${current.entries.length} ${current.entries.length === 1 ? 'track' : 'tracks'}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`}
      </p>
      {current.description ? <p className="text-muted">{current.description}</p> : null}
    </StaleEditNotice>
  );
}
