import { AlertTriangle, Crown } from 'lucide-react';
import type { OfficeEntry } from '../../../../shared/contracts/playlists';

/** What a track is (the station's own, or an artist's song), and what listeners get of it. */
export function EntryBadges({ entry }: { entry: OfficeEntry }) {
  return (
    <p className="flex flex-wrap gap-1.5">
      <span className="chip border border-line text-muted">
        {entry.kind === 'song' ? 'Artist song' : 'Station track'}
      </span>
      {entry.premium ? (
        <span
          className="chip bg-accent/15 text-accent-strong"
          title="Listeners without the artist’s subscription hear a 30-second preview"
        >
          <Crown aria-hidden size={12} /> Premium
        </span>
      ) : null}
      {entry.available ? null : (
        <span className="chip bg-[#b8123a] text-white">
          <AlertTriangle aria-hidden size={12} /> Unavailable
          <span className="sr-only">: no longer in the library, listeners skip it</span>
        </span>
      )}
    </p>
  );
}
