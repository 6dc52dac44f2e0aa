import { useQuery } from '@tanstack/react-query';
import { Heart, UserMinus, Users } from 'lucide-react';
import type { Club } from '../../../../shared/contracts/clubs';
import { MemberAvatar } from '../../../components/ui/avatar';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { clubQueries } from '../api/club-queries';
import { useRemoveMember } from '../hooks/use-club';
import { memberCountText } from './club-badges';

interface ClubMembersProps {
  club: Club;
  /** Whether the reader runs the club (its owner, or an administrator): they may remove members. */
  manages: boolean;
}

/** Who is in the club, the reader's friends first and marked so, then in the order they joined. */
export function ClubMembers({ club, manages }: ClubMembersProps) {
  const members = useQuery(clubQueries.members(club.slug));
  const remove = useRemoveMember(club.slug);
  const handleRemove = (username: string) => {
    if (
      window.confirm(
        `Remove ${username} from “${club.name}”? They can join again only if the club is public or you invite them.`,
      )
    ) {
      remove.mutate(username);
    }
  };
  return (
    <section aria-labelledby="club-members" className="panel grid gap-4 p-4 sm:p-5">
      <h2 id="club-members" className="text-xl font-bold">
        Members
      </h2>
      <QueryStates
        query={members}
        pending="Loading the members…"
        problem="We could not load the members"
        isEmpty={(data) => data.members.length === 0}
        empty={<DataEmpty title="No members yet" icon={Users} />}
      >
        {({ members: list, memberCount }) => (
          <>
            <ul aria-label="Club members" className="grid gap-2">
              {list.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <MemberAvatar member={member} size="sm" />
                  <span className="grid min-w-0 flex-1">
                    <span className="font-semibold wrap-anywhere">{member.displayName}</span>
                    <span className="text-sm text-muted wrap-anywhere">@{member.username}</span>
                  </span>
                  {member.role === 'owner' ? (
                    <span className="chip border border-line">Owner</span>
                  ) : null}
                  {member.isFriend ? (
                    <span className="chip bg-accent/15 text-accent-strong">
                      <Heart aria-hidden size={12} /> Friend
                    </span>
                  ) : null}
                  {manages && member.role !== 'owner' ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm px-2"
                      disabled={remove.isPending}
                      onClick={() => handleRemove(member.username)}
                    >
                      <UserMinus aria-hidden size={16} />
                      <span className="sr-only">Remove {member.username}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {memberCount > list.length ? (
              <p className="text-sm text-muted">
                Showing {list.length} of {memberCountText(memberCount)}.
              </p>
            ) : null}
          </>
        )}
      </QueryStates>
    </section>
  );
}
