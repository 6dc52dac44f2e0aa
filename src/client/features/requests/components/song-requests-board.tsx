import { AlertTriangle, ListMusic } from 'lucide-react';
import { QueryStates } from '../../../components/ui/data-states';
import { errorMessage } from '../../../lib/api-client';
import { useSongRequests } from '../hooks/use-song-requests';
import { OpenRequestItem } from './open-request-item';
import { OtherWaysToRequest } from './other-ways-to-request';
import { RecentlyPlayedRequests } from './recently-played-requests';
import { SongRequestForm } from './song-request-form';

interface SongRequestsBoardProps {
  signedIn: boolean;
  /** DJs and admins see buttons to mark requests played or decline them. */
  canDecide: boolean;
}

function OpenRequests({ canDecide }: { canDecide: boolean }) {
  const requests = useSongRequests();
  return (
    <QueryStates
      query={requests}
      pending={
        <div role="status" className="panel flex items-center gap-3 p-6 text-muted">
          <span aria-hidden className="live-dot" />
          Loading requests…
        </div>
      }
      problem={(error, retry) => (
        <div className="panel grid justify-items-start gap-3 p-6">
          <p className="flex items-center gap-2 font-bold">
            <AlertTriangle aria-hidden className="size-5 text-accent" />
            We could not load the requests
          </p>
          <p className="text-sm text-muted">{errorMessage(error)}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={requests.isRefetching}
            onClick={retry}
          >
            Try again
          </button>
        </div>
      )}
      isEmpty={(data) => data.open.length === 0}
      empty={
        <div className="panel grid justify-items-center gap-2 p-8 text-center">
          <ListMusic aria-hidden className="size-10 text-accent" />
          <p className="text-lg font-bold">No requests yet — be the first!</p>
          <p className="max-w-sm text-sm text-muted">
            Ask for the track that belongs on a night drive, and other listeners can vote it up.
          </p>
        </div>
      }
    >
      {(data) => (
        <ol className="grid gap-3" aria-label="Open requests">
          {data.open.map((request) => (
            <OpenRequestItem key={request.id} request={request} canDecide={canDecide} />
          ))}
        </ol>
      )}
    </QueryStates>
  );
}

/** The request line: ask for a song, vote on the queue, and (for DJs) work through it. */
export function SongRequestsBoard({ signedIn, canDecide }: SongRequestsBoardProps) {
  const { data } = useSongRequests();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr]">
      <section
        className="panel p-6 sm:p-8 lg:col-start-1 lg:row-start-1"
        aria-labelledby="request-form-heading"
      >
        <h2 id="request-form-heading" className="text-xl font-bold">
          Request a song
        </h2>
        <p className="mt-2 text-sm text-muted">
          Name the artist and the track. Your request counts as your first vote; the DJ on air plays
          from the top of the list.
        </p>
        <div className="mt-6">
          <SongRequestForm signedIn={signedIn} nextRequestAt={data?.nextRequestAt} />
        </div>
      </section>
      <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <section className="grid content-start gap-4" aria-labelledby="open-requests-heading">
          <div>
            <h2 id="open-requests-heading" className="text-xl font-bold">
              Open requests
            </h2>
            <p className="mt-1 text-sm text-muted">
              Most votes first. One vote per listener per song.
              {canDecide ? ' As crew, you can mark a request played or decline it.' : ''}
            </p>
          </div>
          <OpenRequests canDecide={canDecide} />
        </section>
        {data ? <RecentlyPlayedRequests requests={data.recentlyPlayed} /> : null}
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <OtherWaysToRequest />
      </div>
    </div>
  );
}
