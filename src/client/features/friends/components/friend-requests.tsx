import { useQuery } from '@tanstack/react-query';
import { Ban, Check, Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FriendRequest, SentRequest } from '../../../../shared/contracts/friends';
import { QueryStates } from '../../../components/ui/data-states';
import { pageProblem } from '../../../components/ui/page-status';
import { type SectionProps, TitledSection } from '../../../components/ui/titled-section';
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
          {[
            { label: 'Accept', Icon: Check, answer: accept, className: 'btn btn-primary btn-sm' },
            { label: 'Decline', Icon: X, answer: decline, className: 'btn btn-outline btn-sm' },
          ].map(({ label, Icon, answer, className }) => (
            <button
              key={label}
              type="button"
              className={className}
              disabled={busy}
              onClick={() => answer.mutate(request.id)}
              aria-label={`${label} ${name}`}
            >
              <Icon aria-hidden size={16} />
              {label}
            </button>
          ))}
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

function RequestSection(props: SectionProps) {
  return <TitledSection {...props} className="grid gap-3" headingClassName="text-xl font-bold" />;
}

function RequestList<Request extends { id: number }>({
  label,
  requests,
  render,
}: {
  label: string;
  requests: Request[];
  render: (request: Request) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {requests.map((request) => (
        <li key={request.id}>{render(request)}</li>
      ))}
    </ul>
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
            <RequestSection headingId="incoming-heading" title="Waiting for you">
              {data.requests.length === 0 ? (
                <EmptyState title="No pending friend requests" />
              ) : (
                <RequestList
                  label="Friend requests"
                  requests={data.requests}
                  render={(request) => <IncomingRequest request={request} />}
                />
              )}
            </RequestSection>
            {data.sent.length > 0 ? (
              <RequestSection headingId="sent-heading" title="Sent by you">
                <RequestList
                  label="Sent requests"
                  requests={data.sent}
                  render={(request) => <SentRequestCard request={request} />}
                />
              </RequestSection>
            ) : null}
          </div>
        );
      }}
    </QueryStates>
  );
}
