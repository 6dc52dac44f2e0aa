import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { ClubDetail } from '../../../../shared/contracts/clubs';
import { can, canSeeInsideClub } from '../../../../shared/domain/policies';
import { MemberAvatar } from '../../../components/ui/avatar';
import { useClubMembership, useSetMembership } from '../hooks/use-club';
import { ClubBadges } from './club-badges';
import { ClubBoard } from './club-board';
import { ClubEvents } from './club-events';
import { ClubMembers } from './club-members';
import { ClubOwnerTools } from './club-owner-tools';
import type { ClubViewer } from './club-viewer';
import { MembershipControl } from './membership-control';

interface ClubViewProps {
  detail: ClubDetail;
  viewer: ClubViewer;
  /** The reader's zone; the browser's own unless a test pins one. */
  localTimeZone?: string;
}

function InviteOnlyNotice() {
  return (
    <section aria-labelledby="club-closed" className="panel grid gap-2 p-4 sm:p-5">
      <h2 id="club-closed" className="flex items-center gap-2 text-xl font-bold">
        <Lock aria-hidden className="size-5 text-accent" /> Invite only
      </h2>
      <p className="text-muted">
        The board and the member list of this club are for its members. Its owner invites new
        members; an invitation arrives in your notifications.
      </p>
    </section>
  );
}

/** /clubs/{slug}: the club's header and membership, its board, members and upcoming events. */
export function ClubView({ detail, viewer, localTimeZone }: ClubViewProps) {
  const { club, events } = detail;
  const membership = useClubMembership(club.slug, !!viewer);
  const setMembership = useSetMembership(club.slug);
  const role = membership.data?.role ?? null;
  const subject = {
    ownerId: club.owner.id,
    visibility: club.visibility,
    member: role !== null,
    invited: membership.data?.invited ?? false,
  };
  // A public club's inside is for everyone; an invite-only one's waits to know the reader.
  const known =
    club.visibility === 'public' || viewer === null || (!!viewer && !membership.isPending);
  const inside = known && canSeeInsideClub(viewer, subject);
  const manages = can(viewer, 'club.manage', { ownerId: club.owner.id });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <Link
        href="/clubs"
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-accent"
      >
        <ArrowLeft aria-hidden size={16} /> All clubs
      </Link>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-3">
            <h1 className="text-3xl font-black text-gradient wrap-anywhere sm:text-4xl">
              {club.name}
            </h1>
            <ClubBadges
              club={{ ...club, memberCount: membership.data?.memberCount ?? club.memberCount }}
            />
          </div>
          <MembershipControl
            club={club}
            viewer={viewer}
            membership={membership.data}
            busy={setMembership.isPending}
            onJoin={() => setMembership.mutate('join')}
            onLeave={() => setMembership.mutate('leave')}
          />
        </div>
        {club.description ? (
          <p className="max-w-3xl whitespace-pre-line wrap-anywhere text-lg">{club.description}</p>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-muted">
          <MemberAvatar member={club.owner} size="sm" />
          <span>
            Started by <span className="font-semibold text-text">{club.owner.displayName}</span> (@
            {club.owner.username})
          </span>
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          {inside ? <ClubBoard club={club} viewer={viewer} member={role !== null} /> : null}
          {known && !inside ? <InviteOnlyNotice /> : null}
        </div>
        <div className="grid gap-6">
          {manages ? <ClubOwnerTools club={club} asOwner={viewer?.id === club.owner.id} /> : null}
          <ClubEvents events={events} localTimeZone={localTimeZone} />
          {inside && viewer !== undefined ? <ClubMembers club={club} manages={manages} /> : null}
        </div>
      </div>
    </div>
  );
}
