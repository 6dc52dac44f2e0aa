import { Link } from 'wouter';
import { clubPath } from '../../../../shared/clubs.constants';
import type { Club, ClubStanding } from '../../../../shared/contracts/clubs';
import { ClubBadges } from './club-badges';

const STANDING_LABELS: Record<ClubStanding, string> = {
  owner: 'You run it',
  member: 'Member',
  invited: 'You are invited',
};

/** One club in a list: its name (the link to it), what it is about, and the reader's place in it. */
export function ClubCard({ club, standing }: { club: Club; standing?: ClubStanding }) {
  const titleId = `club-${club.id}-title`;
  return (
    <li>
      <article aria-labelledby={titleId} className="panel grid h-full gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold wrap-anywhere">
            <Link
              href={clubPath(club.slug)}
              className="hover:text-accent focus-visible:text-accent"
            >
              {club.name}
            </Link>
          </h3>
          {standing ? (
            <span
              className={`chip ${standing === 'invited' ? 'bg-accent/15 text-accent-strong' : 'border border-line'}`}
            >
              {STANDING_LABELS[standing]}
            </span>
          ) : null}
        </div>
        <ClubBadges club={club} />
        {club.description ? (
          <p className="line-clamp-3 text-sm wrap-anywhere text-muted">{club.description}</p>
        ) : null}
      </article>
    </li>
  );
}
