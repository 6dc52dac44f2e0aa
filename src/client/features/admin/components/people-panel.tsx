import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { type Member, PEOPLE_QUERY_MAX } from '../../../../shared/contracts/admin';
import { useSettled } from '../../../lib/use-settled';
import { adminQueries } from '../api/admin-queries';
import { AdminPanel } from './admin-card';
import { AdminEmpty, AdminLoading, AdminProblem, LoadMoreButton } from './admin-states';
import { MemberItem } from './member-item';
import { SuspendDialog } from './suspend-dialog';

function PeopleResults({ q, currentUserId }: { q: string; currentUserId: number | undefined }) {
  const people = useInfiniteQuery(adminQueries.people(q));
  const [suspending, setSuspending] = useState<Member | null>(null);
  if (people.isPending)
    return <AdminLoading label={q ? 'Searching members…' : 'Loading members…'} />;
  if (people.isError) {
    return (
      <AdminProblem
        title={q ? 'The search did not work' : 'We could not load the members'}
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  const members = people.data.pages.flatMap((page) => page.members);
  const label = q ? `Members matching “${q}”` : 'Newest members';
  return (
    <div className="grid gap-3">
      {members.length === 0 ? (
        <AdminEmpty title="No members found" />
      ) : (
        <ul aria-label={label} className="grid gap-3">
          {members.map((member) => (
            <MemberItem
              key={member.id}
              member={member}
              isYou={member.id === currentUserId}
              onSuspend={setSuspending}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasMore={people.hasNextPage}
        loading={people.isFetchingNextPage}
        onLoad={() => void people.fetchNextPage()}
      />
      <SuspendDialog member={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}

/** Finds members by name or username, to change their roles or standing. */
export function PeoplePanel({ currentUserId }: { currentUserId?: number }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const settled = useSettled(draft.trim());
  // Enter searches at once instead of waiting for the pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const q = submitted ?? settled;

  return (
    <AdminPanel id="admin-people-heading" title="Members">
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form; the <search> element is still unknown to older browsers and test DOMs */}
      <form
        role="search"
        aria-label="Members"
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(draft.trim());
        }}
      >
        <label htmlFor={inputId} className="text-sm font-semibold">
          Search members
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            className="input ps-9"
            placeholder="Username or name"
            maxLength={PEOPLE_QUERY_MAX}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setSubmitted(null);
            }}
          />
        </div>
      </form>
      <PeopleResults q={q} currentUserId={currentUserId} />
    </AdminPanel>
  );
}
