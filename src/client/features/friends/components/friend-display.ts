import type { Friend } from '../../../../shared/contracts/friends';
import { listenerLocale, timeAgo } from '../../../lib/format';

/** First and last name when they set one, otherwise their display name. */
export function friendName(friend: Pick<Friend, 'firstName' | 'lastName' | 'displayName'>) {
  const full = [friend.firstName, friend.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || friend.displayName;
}

/** Spec section 5: the friends list filters by username, first or last name, ignoring case. */
export function matchesFriendFilter(
  friend: Pick<Friend, 'username' | 'firstName' | 'lastName'>,
  filter: string,
): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [friend.username, friend.firstName, friend.lastName].some((value) =>
    value?.toLocaleLowerCase().includes(needle),
  );
}

/**
 * "Last seen 5 minutes ago" within a week, then the date and time, both in the listener's own
 * locale; older than a week a relative phrase stops being useful.
 */
export function lastSeenLabel(iso: string | null, now = Date.now(), locale = listenerLocale()) {
  const phrase = iso ? timeAgo(iso, now, locale) : null;
  return phrase ? `Last seen ${phrase}` : 'Not seen yet';
}

export function mutualFriendsLabel(count: number): string {
  return count === 1 ? '1 mutual friend' : `${count.toLocaleString()} mutual friends`;
}
