import { Globe, Lock, Users } from 'lucide-react';
import { CLUB_TOPIC_LABELS } from '../../../../shared/clubs.constants';
import type { Club } from '../../../../shared/contracts/clubs';

export const memberCountText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;

/** What a club is about, who may join and how many are in it, as small labels. */
export function ClubBadges({
  club,
}: {
  club: Pick<Club, 'topicKind' | 'topic' | 'visibility' | 'memberCount'>;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-2 text-sm" aria-label="About this club">
      <li className="chip border border-cyan/60 text-cyan wrap-anywhere">
        {CLUB_TOPIC_LABELS[club.topicKind]}: {club.topic}
      </li>
      <li className="chip border border-line">
        {club.visibility === 'invite' ? (
          <>
            <Lock aria-hidden size={14} /> Invite only
          </>
        ) : (
          <>
            <Globe aria-hidden size={14} /> Public
          </>
        )}
      </li>
      <li className="chip border border-line" data-testid="member-count">
        <Users aria-hidden size={14} /> {memberCountText(club.memberCount)}
      </li>
    </ul>
  );
}
