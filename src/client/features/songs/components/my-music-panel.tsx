import { useQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { SwitchedOff } from '../../../components/ui/switched-off';
import { songQueries } from '../api/song-queries';
import { ArtistSongItem } from './artist-song-item';
import { countLabel } from './song-display';
import { SongUploadForm } from './song-upload-form';
import { StorageMeter } from './storage-meter';

interface MyMusicPanelProps {
  /** The signed-in artist. */
  artistId?: number;
  /** Each new number brings the upload form into view with its file picker focused. */
  uploadRequest?: number;
  /** A song came or went: figures elsewhere on the page (totals) may have moved. */
  onSongsChanged?: () => void;
  /** Off when an administrator paused song streaming: the songs show without their players. */
  streamingEnabled?: boolean;
}

/** The artist dashboard's My Music tab: the upload form, the storage and every song. */
export function MyMusicPanel({
  artistId,
  uploadRequest = 0,
  onSongsChanged,
  streamingEnabled = true,
}: MyMusicPanelProps) {
  const mine = useQuery(songQueries.mine());
  const list = mine.data;

  return (
    <div className="grid gap-6">
      <SongUploadForm
        artistId={artistId}
        focusRequest={uploadRequest}
        onUploaded={onSongsChanged}
      />
      <section aria-labelledby="my-songs-heading" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="my-songs-heading" className="text-xl font-bold">
            Your songs
          </h2>
          {list && list.songs.length > 0 ? (
            <p className="text-sm text-muted">
              {countLabel(list.songs.length, 'song', 'songs')} ·{' '}
              {countLabel(
                list.songs.reduce((sum, song) => sum + song.playCount, 0),
                'play',
                'plays',
              )}
            </p>
          ) : null}
        </div>
        <QueryStates
          query={mine}
          pending="Loading your songs…"
          problem={(error, retry) => (
            <DataProblem
              frame="panel"
              title="We could not load your songs"
              error={error}
              onRetry={retry}
            />
          )}
        >
          {(data) => (
            <>
              <div className="panel p-4 sm:p-5">
                <StorageMeter
                  usedBytes={data.storageUsedBytes}
                  quotaBytes={data.storageQuotaBytes}
                />
              </div>
              {data.songs.length === 0 ? (
                <div className="panel grid justify-items-center gap-2 p-8 text-center">
                  <Music aria-hidden className="size-10 text-accent" />
                  <p className="font-display text-lg font-bold">No songs yet</p>
                  <p className="max-w-md text-sm text-muted">
                    Upload your first track above. Fans hear free songs in full and a 30-second
                    preview of premium ones.
                  </p>
                </div>
              ) : (
                <>
                  {streamingEnabled ? null : <SwitchedOff name="streamingEnabled" />}
                  <ul className="grid gap-4">
                    {data.songs.map((song) => (
                      <ArtistSongItem
                        key={song.id}
                        song={song}
                        playable={streamingEnabled}
                        onDeleted={onSongsChanged}
                      />
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </QueryStates>
      </section>
    </div>
  );
}
