import { useQuery } from '@tanstack/react-query';
import { Pause, Play, RadioTower } from 'lucide-react';
import { useId } from 'react';
import type { StationArtist } from '../../../../shared/contracts/artists';
import { formatCount } from '../../../lib/format';
import { artistQueries } from '../api/artist-queries';

const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** "2 tracks in the library · 5 plays on air this month". */
export function stationArtistFigures(artist: StationArtist): string {
  return `${counted(artist.trackCount, 'track', 'tracks')} in the library · ${counted(artist.airplayLast30Days, 'play', 'plays')} on air this month`;
}

interface StationArtistsProps {
  isPlaying: (track: StationArtist['track']) => boolean;
  onToggle: (track: StationArtist['track']) => void;
}

/**
 * The artists of the station's own library (its renders and the crew's uploads): they have no
 * creator page, so each card offers their most played track to hear whole instead. Shown only
 * when there are some; a failure leaves the directory above as it is.
 */
export function StationArtists({ isPlaying, onToggle }: StationArtistsProps) {
  const headingId = useId();
  const artists = useQuery(artistQueries.station());
  if (!artists.data || artists.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
          <RadioTower aria-hidden className="size-6 text-accent" />
          Heard on the station
        </h2>
        <p className="text-muted">
          The artists of the station’s own library, on air around the clock.
        </p>
      </div>
      <ul aria-label="Station artists" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {artists.data.map((artist) => {
          const playing = isPlaying(artist.track);
          return (
            <li key={artist.name} className="panel flex flex-col gap-2 p-4">
              <h3 className="text-lg font-bold wrap-anywhere">{artist.name}</h3>
              <p className="text-sm text-muted">{stationArtistFigures(artist)}</p>
              <div className="mt-auto pt-1">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => onToggle(artist.track)}
                >
                  {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
                  {playing ? 'Pause' : 'Play'} “{artist.track.title}”
                  <span className="sr-only"> by {artist.name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
