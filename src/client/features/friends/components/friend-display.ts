import type { Friend } from '../../../../shared/contracts/friends';

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

function listenerLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}

const RELATIVE_STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * "Last seen 5 minutes ago" within a week, then the date and time, both in the listener's own
 * locale; older than a week a relative phrase stops being useful.
 */
export function lastSeenLabel(iso: string | null, now = Date.now(), locale = listenerLocale()) {
  if (!iso) return 'Not seen yet';
  const seen = new Date(iso).getTime();
  if (Number.isNaN(seen)) return 'Not seen yet';
  const ago = Math.max(0, Math.round((now - seen) / 1000));
  if (ago < 7 * 86_400) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const step = RELATIVE_STEPS.find((s) => ago >= s.seconds);
    const phrase = step
      ? relative.format(-Math.floor(ago / step.seconds), step.unit)
      : relative.format(0, 'minute');
    return `Last seen ${phrase}`;
  }
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `Last seen ${dateTime.format(seen)}`;
}

export function mutualFriendsLabel(count: number): string {
  return count === 1 ? '1 mutual friend' : `${count.toLocaleString()} mutual friends`;
}
