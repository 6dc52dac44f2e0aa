import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareX, ShieldCheck, VolumeX } from 'lucide-react';
import { useId } from 'react';
import type { ModerationLogEntry } from '../../../../shared/contracts/chat';
import { DataEmpty, LoadMore, QueryStates } from '../../../components/ui/data-states';
import { formatDateTime } from '../../../lib/format';
import { stationQueries } from '../api/station-queries';

function EntryItem({ entry }: { entry: ModerationLogEntry }) {
  const deletion = entry.action === 'delete';
  const Icon = deletion ? MessageSquareX : VolumeX;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl border border-line p-4">
      <Icon aria-hidden className="mt-0.5 size-5 text-accent" />
      <div className="grid min-w-0 gap-1">
        <p className="wrap-anywhere">
          <span className="font-semibold">@{entry.moderator.username}</span>{' '}
          {deletion ? 'deleted a message by' : 'muted'}{' '}
          <span className="font-semibold">{entry.target}</span>
        </p>
        <p className="text-sm text-muted">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.until ? (
            <>
              {' '}
              · muted until <time dateTime={entry.until}>{formatDateTime(entry.until)}</time>
            </>
          ) : null}
        </p>
        {deletion && entry.excerpt !== null ? (
          <blockquote className="mt-1 rounded-lg bg-bg-2 px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere">
            <span className="sr-only">The deleted message: </span>
            {entry.excerpt}
          </blockquote>
        ) : null}
      </div>
    </li>
  );
}

/** The chat moderators' deletions and mutes, newest first: what, who, to whom and when. */
export function ModerationLog() {
  const headingId = useId();
  const log = useInfiniteQuery(stationQueries.moderationLog());
  return (
    <section aria-labelledby={headingId} className="panel grid content-start gap-4 p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden className="size-5 text-accent" />
        Moderation log
      </h2>
      <QueryStates
        query={log}
        pending="Loading the moderation log…"
        problem="We could not load the moderation log"
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
        empty={
          <DataEmpty title="Nothing on record yet" icon={ShieldCheck}>
            Deleted messages and muted chatters are listed here as moderators act in the chat.
          </DataEmpty>
        }
      >
        {(data) => (
          <>
            <ol aria-label="Moderation log entries" className="grid gap-3">
              {data.pages.flatMap((page) =>
                page.entries.map((entry) => <EntryItem key={entry.id} entry={entry} />),
              )}
            </ol>
            <LoadMore
              what="entries"
              hasNextPage={log.hasNextPage}
              isFetchingNextPage={log.isFetchingNextPage}
              isFetchNextPageError={log.isFetchNextPageError}
              error={log.error}
              fetchNextPage={log.fetchNextPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
