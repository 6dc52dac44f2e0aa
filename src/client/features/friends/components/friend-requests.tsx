import { useQuery } from '@tanstack/react-query';
import { Ban, Check, Clock, X } from 'lucide-react';
import type { FriendRequest, SentRequest } from '../../../../shared/contracts/friends';
import { QueryStates } from '../../../components/ui/data-states';
import { pageProblem } from '../../../components/ui/page-status';
import { formatDateTime } from '../../../lib/format';
import { friendQueries } from '../api/friend-queries';
import {
  useAcceptFriendRequest,
  useBlockMember,
  useCancelFriendRequest,
  useDeclineFriendRequest,
} from '../hooks/use-friend-mutations';
import { EmptyState, TabLoading } from './empty-state';
import { FriendCard } from './friend-card';
import { friendName } from './friend-display';

function IncomingRequest({ request }: { request: FriendRequest }) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const block = useBlockMember();
  const busy = accept.isPending || decline.isPending || block.isPending;
  const name = friendName(request.requester);
  return (
    <FriendCard
      person={request.requester}
      note={<span>Asked {formatDateTime(request.createdAt)}</span>}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => accept.mutate(request.id)}
            aria-label={`Accept ${name}`}
          >
            <Check aria-hidden size={16} />
            Accept
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => decline.mutate(request.id)}
            aria-label={`Decline ${name}`}
          >
            <X aria-hidden size={16} />
            Decline
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm(
                  `Block @${request.requester.username}? They will not be able to send you friend requests or find you in Discover.`,
                )
              ) {
                block.mutate(request.requester);
              }
            }}
            aria-label={`Block ${name}`}
          >
            <Ban aria-hidden size={16} />
            Block
          </button>
        </>
      }
    />
  );
}

function SentRequestCard({ request }: { request: SentRequest }) {
  const cancel = useCancelFriendRequest();
  return (
    <FriendCard
      person={request.addressee}
      note={
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden size={13} />
          Sent {formatDateTime(request.createdAt)}
        </span>
      }
      actions={
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(request.id)}
          aria-label={`Cancel request to ${friendName(request.addressee)}`}
        >
          <X aria-hidden size={16} />
          Cancel
        </button>
      }
    />
  );
}

/** Requests waiting for the member's answer, then the ones they are waiting on. */
export function FriendRequests() {
  const query = useQuery(friendQueries.requests());

  return (
    <QueryStates
      query={query}
      pending={<TabLoading label="Loading friend requests…" />}
      problem={pageProblem('We could not load your friend requests')}
    >
      {(data) => {
        return (
          <div className="grid gap-8">
            <section aria-labelledby="incoming-heading" className="grid gap-3">
              <h2 id="incoming-heading" className="text-xl font-bold">
                Waiting for you
              </h2>
              {data.requests.length === 0 ? (
                <EmptyState title="No pending friend requests" />
              ) : (
                <ul className="grid gap-3" aria-label="Friend requests">
                  {data.requests.map((request) => (
                    <li key={request.id}>
                      <IncomingRequest request={request} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {data.sent.length > 0 ? (
              <section aria-labelledby="sent-heading" className="grid gap-3">
                <h2 id="sent-heading" className="text-xl font-bold">
                  Sent by you
                </h2>
                <ul className="grid gap-3" aria-label="Sent requests">
                  {data.sent.map((request) => (
                    <li key={request.id}>
                      <SentRequestCard request={request} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        );
      }}
    </QueryStates>
  );
}
