import { useQuery } from '@tanstack/react-query';
import { Ban, Check, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { AirplaySubmission } from '../../../../shared/contracts/playout';
import { AIRPLAY_NOTE_MAX } from '../../../../shared/radio.constants';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { TextAreaField } from '../../../components/ui/form-field';
import { formatDateTime } from '../../../lib/format';
import { stationQueries } from '../api/station-queries';
import { useDecideAirplay } from '../hooks/use-station-mutations';

const DECISIONS = [
  { decision: 'approved', label: 'Approve', Icon: Check, className: 'btn btn-sm btn-primary' },
  {
    decision: 'declined',
    label: 'Decline',
    Icon: Ban,
    className: 'btn btn-sm btn-ghost ring-1 ring-line',
  },
] as const;

function SubmissionItem({ submission }: { submission: AirplaySubmission }) {
  const [note, setNote] = useState('');
  const decide = useDecideAirplay();
  const song = `“${submission.song.title}” by ${submission.creator.displayName}`;
  const handleDecide = (decision: 'approved' | 'declined') =>
    decide.mutate({ submission, decision, note: note.trim() });
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">{submission.song.title}</p>
        <p className="text-sm break-words text-muted">
          by{' '}
          <Link
            href={`/creator/${encodeURIComponent(submission.creator.username)}`}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {submission.creator.displayName}
          </Link>{' '}
          · submitted{' '}
          <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        </p>
        {submission.song.premium ? (
          <p className="mt-1 text-sm text-muted">
            A premium song: it airs as its 30-second preview.
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Note to the artist"
        optional
        rows={2}
        value={note}
        maxLength={AIRPLAY_NOTE_MAX}
        count={{ used: note.length, max: AIRPLAY_NOTE_MAX }}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {DECISIONS.map(({ decision, label, Icon, className }) => (
          <button
            key={decision}
            type="button"
            className={className}
            disabled={decide.isPending}
            onClick={() => handleDecide(decision)}
          >
            <Icon aria-hidden size={16} />
            {label}
            <span className="sr-only"> {song}</span>
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * Artists' songs waiting for a DJ to approve or decline them for airplay. The DJ panel shows it
 * under its own heading (h3); the back office as a section of the page (h2).
 */
export function PendingSubmissions({ level: Heading = 'h3' }: { level?: 'h2' | 'h3' }) {
  const pending = useQuery(stationQueries.pending());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <Heading id={headingId} className={Heading === 'h2' ? 'text-lg font-bold' : 'font-bold'}>
        Airplay submissions
      </Heading>
      <QueryStates
        query={pending}
        pending="Loading the airplay submissions…"
        problem="We could not load the airplay submissions"
        isEmpty={(data) => data.submissions.length === 0}
        empty={
          <DataEmpty title="No songs are waiting for a decision" icon={Inbox}>
            Artists submit their published songs from the artist dashboard.
          </DataEmpty>
        }
      >
        {(data) => (
          <ul aria-label="Songs waiting for a decision" className="grid gap-3">
            {data.submissions.map((submission) => (
              <SubmissionItem key={submission.id} submission={submission} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
