import { Crown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Friend } from '../../../../shared/contracts/friends';
import { FriendAvatar } from './friend-avatar';
import { friendName, lastSeenLabel, mutualFriendsLabel } from './friend-display';

interface FriendCardProps {
  person: Friend;
  /** Online or last seen; only friends share their presence (others' cards carry none). */
  showPresence?: boolean;
  /** An extra line, such as when a request was sent. */
  note?: ReactNode;
  actions?: ReactNode;
}

/** One member in a friends list: who they are, how you know them and what you can do. */
export function FriendCard({ person, showPresence = false, note, actions }: FriendCardProps) {
  const name = friendName(person);
  return (
    <article className="panel flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="relative shrink-0">
          <FriendAvatar friend={person} size="md" />
          {showPresence ? (
            <span
              aria-hidden
              data-testid="presence-dot"
              data-online={person.isOnline === true}
              className={`absolute right-0 bottom-0 size-3.5 rounded-full ring-2 ring-surface ${
                person.isOnline ? 'bg-emerald-500' : 'bg-muted/60'
              }`}
            />
          ) : null}
        </span>
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold">
            <Link
              href={`/creator/${encodeURIComponent(person.username)}`}
              className="truncate hover:underline"
            >
              {name}
            </Link>
            {person.accountType === 'premium' ? (
              <span className="chip bg-violet/15 text-violet">
                <Crown aria-hidden size={12} />
                Premium
              </span>
            ) : null}
          </h3>
          <p className="truncate text-sm text-muted">@{person.username}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted">
            {showPresence ? (
              <span className={person.isOnline ? 'font-semibold text-text' : undefined}>
                {person.isOnline ? 'Online' : lastSeenLabel(person.lastSeen)}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden size={13} />
              {mutualFriendsLabel(person.mutualFriends)}
            </span>
            {note}
          </p>
        </div>
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{actions}</div>
      ) : null}
    </article>
  );
}
