import { useQuery } from '@tanstack/react-query';
import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Friend } from '../../../../shared/contracts/friends';
import { MyDataStates } from '../../../components/ui/page-status';
import { friendQueries } from '../api/friend-queries';
import { useRemoveFriend } from '../hooks/use-friend-mutations';
import { EmptyState, TabLoading } from './empty-state';
import { FriendCard } from './friend-card';
import { friendName, matchesFriendFilter } from './friend-display';
import { SearchInput } from './search-input';

function RemoveButton({ friend }: { friend: Friend }) {
  const remove = useRemoveFriend();
  const handleRemove = () => {
    if (window.confirm(`Remove ${friendName(friend)} (@${friend.username}) from your friends?`)) {
      remove.mutate(friend);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={remove.isPending}
      onClick={handleRemove}
      aria-label={`Remove ${friendName(friend)} from friends`}
    >
      <UserMinus aria-hidden size={16} />
      {remove.isPending ? 'Removing…' : 'Remove'}
    </button>
  );
}

/** The member's friends, filtered on the page as they type (nothing is sent). */
export function FriendsList({ onDiscover }: { onDiscover: () => void }) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const query = useQuery(friendQueries.list());

  return (
    <MyDataStates
      query={query}
      what="friends"
      pending={<TabLoading label="Loading your friends…" />}
    >
      {(friends) => {
        if (friends.length === 0) {
          return (
            <EmptyState title="No friends yet" description="Find people to add in Discover.">
              <button type="button" className="btn btn-primary btn-sm" onClick={onDiscover}>
                <UserPlus aria-hidden size={16} />
                Discover people
              </button>
            </EmptyState>
          );
        }

        const shown = friends.filter((friend) => matchesFriendFilter(friend, filter));
        return (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={filterId} className="text-sm font-semibold">
                Filter friends
              </label>
              <SearchInput
                id={filterId}
                placeholder="Username, first or last name"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
            <p className="text-sm text-muted" aria-live="polite">
              {shown.length === friends.length
                ? `${friends.length} ${friends.length === 1 ? 'friend' : 'friends'}`
                : `${shown.length} of ${friends.length} friends`}
            </p>
            {shown.length === 0 ? (
              <EmptyState title={`No friends match “${filter.trim()}”`} />
            ) : (
              <ul className="grid gap-3" aria-label="Your friends">
                {shown.map((friend) => (
                  <li key={friend.id}>
                    <FriendCard
                      person={friend}
                      showPresence
                      actions={<RemoveButton friend={friend} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </MyDataStates>
  );
}
