import { useQuery } from '@tanstack/react-query';
import { Radio, Send, Undo2 } from 'lucide-react';
import { Link } from 'wouter';
import type { AirplaySubmission } from '../../../../shared/contracts/playout';
import { DataEmpty, DataLoading, DataProblem } from '../../../components/ui/data-states';
import { stationQueries } from '../api/station-queries';
import { useSubmitForAirplay, useWithdrawFromAirplay } from '../hooks/use-station-mutations';

/** A song of the artist's as airplay needs it. */
export interface AirplaySong {
  id: number;
  title: string;
  isPremium: boolean;
  /** Only published (processed) songs can go on air. */
  status: 'processing' | 'ready' | 'failed';
}

const STATUS_TEXT: Record<AirplaySubmission['status'], string> = {
  pending: 'Waiting for a DJ',
  approved: 'Approved: in the station’s rotation',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

const STATUS_CLASS: Record<AirplaySubmission['status'], string> = {
  pending: 'border-cyan/60 text-cyan',
  approved: 'border-accent/60 bg-accent/10 text-accent-strong',
  declined: 'border-line text-muted',
  withdrawn: 'border-line text-muted',
};

const timesOnAir = (count: number) =>
  count === 0
    ? 'Not played on air yet'
    : `Played on air ${count} ${count === 1 ? 'time' : 'times'}`;

function SongRow({
  song,
  submission,
}: {
  song: AirplaySong;
  /** The song's latest submission, if it was ever submitted. */
  submission: AirplaySubmission | undefined;
}) {
  const submit = useSubmitForAirplay();
  const withdraw = useWithdrawFromAirplay();
  const open = submission?.status === 'pending' || submission?.status === 'approved';
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 p-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <p className="font-semibold break-words">{song.title}</p>
        {submission ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className={`chip border ${STATUS_CLASS[submission.status]}`}>
              {STATUS_TEXT[submission.status]}
            </span>
            <span className="text-muted">{timesOnAir(submission.airplays)}</span>
          </p>
        ) : (
          <p className="text-sm text-muted">Not submitted for airplay.</p>
        )}
        {submission?.status === 'declined' && submission.note ? (
          <p className="border-s-2 border-accent ps-3 text-sm break-words italic">
            The DJ’s note: “{submission.note}”
          </p>
        ) : null}
        {song.isPremium ? (
          <p className="text-sm text-muted">
            Premium: it airs as its 30-second preview, and listeners are offered a subscription for
            the full track.
          </p>
        ) : null}
      </div>
      {open && submission ? (
        <button
          type="button"
          className="btn btn-sm btn-ghost ring-1 ring-line"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(submission)}
        >
          <Undo2 aria-hidden size={16} />
          Withdraw<span className="sr-only"> {song.title}</span>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={submit.isPending}
          onClick={() => submit.mutate(song.id)}
        >
          <Send aria-hidden size={16} />
          {submission ? 'Submit again' : 'Submit for airplay'}
          <span className="sr-only"> {song.title}</span>
        </button>
      )}
    </li>
  );
}

/**
 * The artist dashboard's "On the radio": each published song with its airplay submission, to
 * submit or withdraw, and how often the station has played it.
 */
export function OnTheRadio({ songs }: { songs: readonly AirplaySong[] | undefined }) {
  const mine = useQuery(stationQueries.mine());
  const published = songs?.filter((song) => song.status === 'ready') ?? [];
  // The list is newest first: the first one of a song is where it stands now.
  const latest = new Map<number, AirplaySubmission>();
  for (const submission of mine.data?.submissions ?? []) {
    if (!latest.has(submission.song.id)) latest.set(submission.song.id, submission);
  }

  return (
    <section aria-labelledby="on-the-radio-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="on-the-radio-heading" className="flex items-center gap-2 text-xl font-bold">
          <Radio aria-hidden className="size-5 text-accent" /> On the radio
        </h2>
        <p className="text-sm text-muted">
          Submit a published song and a DJ approves or declines it. Approved songs join the
          station’s rotation, and every play on air is credited to you with the listeners it
          reached.{' '}
          <Link
            href="/music-submissions"
            className="font-semibold text-accent underline underline-offset-4"
          >
            How airplay works
          </Link>
        </p>
      </div>
      {songs === undefined || mine.isPending ? (
        <DataLoading label="Loading your airplay…" />
      ) : mine.isError ? (
        <DataProblem
          title="We could not load your airplay submissions"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : published.length === 0 ? (
        <DataEmpty title="No published songs yet" icon={Radio}>
          Once a song you uploaded is processed, you can submit it for airplay here.
        </DataEmpty>
      ) : (
        <ul aria-label="Your songs and airplay" className="panel divide-y divide-line">
          {published.map((song) => (
            <SongRow key={song.id} song={song} submission={latest.get(song.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
