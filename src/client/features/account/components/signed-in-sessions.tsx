import { Laptop, LogOut, MapPin } from 'lucide-react';
import type { SignedInSession } from '../../../../shared/contracts/auth';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { formatDateTime, timeAgo } from '../../../lib/format';
import { useEndOtherSessions, useEndSession, useSessions } from '../hooks/use-sessions';

function SessionItem({
  session,
  onEnd,
  ending,
}: {
  session: SignedInSession;
  onEnd: (id: number) => void;
  ending: boolean;
}) {
  const lastActive = session.current ? 'Active now' : `Last active ${timeAgo(session.lastSeenAt)}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center">
      <Laptop aria-hidden className="hidden size-6 shrink-0 text-accent sm:block" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current ? <span className="chip border border-line">This device</span> : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" />
            {session.place}
          </span>
          <span>Signed in {formatDateTime(session.signedInAt)}</span>
          <span>{lastActive}</span>
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-sm btn-outline self-start sm:self-center"
          disabled={ending}
          onClick={() => onEnd(session.id)}
        >
          <LogOut aria-hidden className="size-4" />
          Sign out<span className="sr-only"> {session.device}</span>
        </button>
      )}
    </li>
  );
}

/** /settings: every session of the member, with a sign-out for each and for all the others. */
export function SignedInSessions() {
  const query = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-4">
      <div>
        <h2 id="sessions-heading" className="text-xl font-bold">
          Where you’re signed in
        </h2>
        <p className="text-sm text-muted">
          Each browser or app you signed in with. Sign out any you do not recognise, then change
          your password.
        </p>
      </div>
      <QueryStates
        query={query}
        pending="Loading your sessions…"
        problem={(error, retry) => (
          <DataProblem
            frame="border"
            title="We could not load your sessions"
            error={error}
            onRetry={retry}
          />
        )}
      >
        {({ sessions }) => {
          const others = sessions.filter((session) => !session.current).length;
          return (
            <>
              <ul className="grid gap-3" aria-label="Signed-in sessions">
                {sessions.map((session) => (
                  <SessionItem
                    key={session.id}
                    session={session}
                    onEnd={(id) => endOne.mutate(id)}
                    ending={endOne.isPending && endOne.variables === session.id}
                  />
                ))}
              </ul>
              {others > 0 ? (
                <button
                  type="button"
                  className="btn btn-outline max-w-full justify-self-start whitespace-normal"
                  disabled={endOthers.isPending}
                  onClick={() => endOthers.mutate()}
                >
                  <LogOut aria-hidden className="size-4" />
                  Sign out everywhere else
                </button>
              ) : (
                <p className="text-sm text-muted">You are signed in on this device only.</p>
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
