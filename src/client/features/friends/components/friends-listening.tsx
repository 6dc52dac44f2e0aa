import { useQuery } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '../../../lib/api-client';
import { friendQueries } from '../api/friend-queries';
import { FriendAvatar } from './friend-avatar';
import { friendName } from './friend-display';

/** How many faces fit the panel on a phone without wrapping into a wall. */
const SHOWN_MAX = 8;

/** Friends tuned in to the station right now; for signed-in members only. */
export function FriendsListening() {
  const { data, isPending, isError, error } = useQuery(friendQueries.listening());
  const shown = data?.slice(0, SHOWN_MAX) ?? [];
  const more = (data?.length ?? 0) - shown.length;

  return (
    <section aria-labelledby="friends-listening-heading" className="panel grid gap-3 p-4 sm:p-5">
      <h2 id="friends-listening-heading" className="flex items-center gap-2 text-lg font-bold">
        <Headphones aria-hidden size={18} className="text-accent" />
        Friends listening now
      </h2>
      {isPending ? (
        <p role="status" className="text-sm text-muted">
          Checking who is tuned in…
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-muted">
          {errorMessage(error)}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted">None of your friends are listening right now</p>
      ) : (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Friends listening now">
          {shown.map((friend) => (
            <li key={friend.id}>
              <Link
                href={`/creator/${encodeURIComponent(friend.username)}`}
                title={`${friendName(friend)} (@${friend.username})`}
                className="block rounded-full"
              >
                <FriendAvatar friend={friend} size="sm" alt={friendName(friend)} />
              </Link>
            </li>
          ))}
          {more > 0 ? <li className="text-sm font-semibold text-muted">+{more} more</li> : null}
        </ul>
      )}
    </section>
  );
}
