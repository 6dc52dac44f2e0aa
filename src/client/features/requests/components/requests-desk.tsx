import { ListMusic, RefreshCw } from 'lucide-react';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { TitledSection } from '../../../components/ui/titled-section';
import { useRequestDesk } from '../hooks/use-request-desk';
import { useDecideSongRequest } from '../hooks/use-song-requests';
import { DecidedRequests } from './decided-requests';
import { DeskRequestItem } from './desk-request-item';

/** The back office's request desk: the open queue to play or decline, and what was decided. */
export function RequestsDesk() {
  const { queue, decided } = useRequestDesk();
  const decide = useDecideSongRequest();
  const busyId = decide.isPending ? decide.variables?.request.id : undefined;

  return (
    <div className="grid gap-6">
      <TitledSection
        headingId="requests-desk-heading"
        title="Open requests"
        className="panel grid gap-4 p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Most votes first. Mark a request played once it is on air, or decline it; listeners see
            the change at once.
          </p>
          <button
            type="button"
            className="btn btn-sm btn-ghost ring-1 ring-line"
            disabled={queue.isFetching}
            onClick={() => void queue.refetch()}
          >
            <RefreshCw aria-hidden size={16} />
            Refresh
          </button>
        </div>
        <QueryStates
          query={queue}
          pending="Loading requests…"
          problem="We could not load the requests"
          isEmpty={(data) => data.open.length === 0}
          empty={
            <DataEmpty title="No open requests" icon={ListMusic}>
              New requests from the requests page appear here.
            </DataEmpty>
          }
        >
          {(data) => (
            <ol aria-label="Open requests" className="grid gap-3">
              {data.open.map((request) => (
                <DeskRequestItem
                  key={request.id}
                  request={request}
                  busy={busyId === request.id}
                  onDecide={(chosen, status) => decide.mutate({ request: chosen, status })}
                />
              ))}
            </ol>
          )}
        </QueryStates>
      </TitledSection>
      <TitledSection
        headingId="requests-decided-heading"
        title="Recently decided"
        className="panel grid gap-4 p-5 sm:p-6"
      >
        <QueryStates
          query={decided}
          pending="Loading the latest decisions…"
          problem="We could not load the latest decisions"
        >
          {(requests) => <DecidedRequests requests={requests} />}
        </QueryStates>
      </TitledSection>
    </div>
  );
}
