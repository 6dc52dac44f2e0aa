import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '../../../components/ui/data-states';
import { showcaseQueries } from '../api/showcase-queries';
import { StaffCard } from './staff-card';

const SKELETON_CARDS = 9;

/** The crew from the station's database, with a placeholder while they load and a retry. */
export function StaffDirectory() {
  const staff = useQuery(showcaseQueries.staff());

  return (
    <QueryStates
      query={staff}
      pending={
        <div role="status">
          <span className="sr-only">Loading the crew…</span>
          <ul aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={position} className="panel grid gap-4 p-5">
                <div className="flex items-center gap-4 motion-safe:animate-pulse">
                  <div className="size-16 rounded-full bg-surface-2" />
                  <div className="grid flex-1 gap-2">
                    <div className="h-4 w-2/3 rounded-full bg-surface-2" />
                    <div className="h-3 w-1/2 rounded-full bg-surface-2" />
                  </div>
                </div>
                <div className="h-3 w-full rounded-full bg-surface-2 motion-safe:animate-pulse" />
              </li>
            ))}
          </ul>
        </div>
      }
      problem={(_, retry) => (
        <div role="alert" className="panel grid justify-items-start gap-3 p-6">
          <p className="font-semibold">The crew could not be loaded.</p>
          <p className="text-muted">Check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    >
      {(data) => (
        <ul aria-label="The crew" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.staff.map((member) => (
            <StaffCard key={member.id} member={member} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
