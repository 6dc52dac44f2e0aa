import { useQuery } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type DiscoveredUser,
  FRIEND_SEARCH_MAX,
  FRIEND_SEARCH_MIN,
} from '../../../../shared/contracts/friends';
import { QueryStates } from '../../../components/ui/data-states';
import { pageProblem } from '../../../components/ui/page-status';
import { useSettled } from '../../../lib/use-settled';
import { discoverQuery, friendQueries } from '../api/friend-queries';
import { useSendFriendRequest } from '../hooks/use-friend-mutations';
import { EmptyState, TabLoading } from './empty-state';
import { FriendCard } from './friend-card';
import { friendName } from './friend-display';
import { SearchInput } from './search-input';

function RelationButton({ person }: { person: DiscoveredUser }) {
  const send = useSendFriendRequest();
  const name = friendName(person);
  if (person.relation === 'request-sent') {
    return (
      <button type="button" className="btn btn-outline btn-sm" disabled>
        <Check aria-hidden size={16} />
        Request sent
      </button>
    );
  }
  // Asking someone who already asked accepts their request (the server joins the two).
  const accepting = person.relation === 'request-received';
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={send.isPending}
      onClick={() => send.mutate(person)}
      aria-label={accepting ? `Accept ${name}` : `Add ${name} as a friend`}
    >
      {accepting ? <Check aria-hidden size={16} /> : <UserPlus aria-hidden size={16} />}
      {accepting ? 'Accept' : 'Add friend'}
    </button>
  );
}

function DiscoverResults({ q }: { q: string }) {
  const query = useQuery(friendQueries.discover(q));
  return (
    <QueryStates
      query={query}
      pending={<TabLoading label={q ? 'Searching people…' : 'Loading suggestions…'} />}
      problem={pageProblem(q ? 'The search did not work' : 'We could not load suggestions')}
    >
      {(data) => {
        const label = data.kind === 'search' ? `People matching “${q}”` : 'People you may know';
        return (
          <section aria-labelledby="discover-results-heading" className="grid gap-3">
            <h2 id="discover-results-heading" className="text-xl font-bold">
              {label}
            </h2>
            {data.users.length === 0 ? (
              <EmptyState title="No users found" />
            ) : (
              <ul className="grid gap-3" aria-label={label}>
                {data.users.map((person) => (
                  <li key={person.id}>
                    <FriendCard person={person} actions={<RelationButton person={person} />} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </QueryStates>
  );
}

/** Finds people to befriend; shows suggestions until a search is long enough to send. */
export function DiscoverPeople() {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const settled = useSettled(draft);
  const tooShort = discoverQuery(draft) === null;
  // Nothing is sent while the box holds one or two characters, even before typing pauses.
  const q = tooShort ? null : discoverQuery(settled);

  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form; the <search> element is still unknown to older browsers and test DOMs */}
      <form
        role="search"
        aria-label="People"
        className="grid gap-1.5"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor={inputId} className="text-sm font-semibold">
          Search people
        </label>
        <SearchInput
          id={inputId}
          placeholder="Username or name"
          value={draft}
          maxLength={FRIEND_SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={hintId}
          enterKeyHint="search"
        />
        <p id={hintId} className={`text-sm ${tooShort ? 'font-semibold text-text' : 'text-muted'}`}>
          Searching starts at {FRIEND_SEARCH_MIN} characters.
        </p>
      </form>
      {q === null ? null : <DiscoverResults q={q} />}
    </div>
  );
}
