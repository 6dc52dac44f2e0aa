import { RadioTower } from 'lucide-react';
import { Link } from 'wouter';

export const BACK_OFFICE_HREF = '/admin/station';
export const BACK_OFFICE_LABEL = 'Station back office';

/** "1 unread message", "3 unread messages". */
export const unreadPhrase = (count: number) =>
  `${count} unread ${count === 1 ? 'message' : 'messages'}`;

/** The way in as screen readers name it: the count of waiting messages when there is one. */
export const backOfficeName = (unread: number | undefined) =>
  unread ? `${BACK_OFFICE_LABEL}, ${unreadPhrase(unread)}` : BACK_OFFICE_LABEL;

/** The count of waiting messages as a small badge; nothing when none wait or it is not known. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden
      // The fixed deep red of the danger button: white on it keeps AA contrast in both themes.
      className="grid min-w-6 place-items-center rounded-full bg-[#b8123a] px-1.5 text-xs font-bold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A visible link into the back office, with the number of contact messages still open. */
export function BackOfficeLink({ unread }: { unread: number | undefined }) {
  return (
    <Link
      href={BACK_OFFICE_HREF}
      aria-label={backOfficeName(unread)}
      className="btn btn-outline btn-sm w-fit"
    >
      <RadioTower aria-hidden size={16} />
      {BACK_OFFICE_LABEL}
      <UnreadBadge count={unread} />
    </Link>
  );
}
