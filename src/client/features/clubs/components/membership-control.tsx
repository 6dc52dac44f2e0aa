import { Crown, Lock, LogIn, LogOut, UserPlus } from 'lucide-react';
import type { Club, ClubMembership } from '../../../../shared/contracts/clubs';
import { can } from '../../../../shared/domain/policies';
import { SignInLink } from '../../../components/ui/sign-in-link';
import type { ClubViewer } from './club-viewer';

interface MembershipControlProps {
  club: Club;
  viewer: ClubViewer;
  /** The member's place, once known. */
  membership: ClubMembership | undefined;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}

/**
 * Join, Leave, or why not. The server renders the page as a visitor it does not know yet, so
 * nothing shows until the browser knows who is signed in (a sign-in link flashing at members
 * would be worse than a gap).
 */
export function MembershipControl({
  club,
  viewer,
  membership,
  busy,
  onJoin,
  onLeave,
}: MembershipControlProps) {
  if (viewer === undefined) return null;
  if (viewer === null) {
    return (
      <SignInLink className="btn btn-outline">
        <LogIn aria-hidden size={18} />
        {club.visibility === 'invite' ? 'Invited? Sign in to join' : 'Sign in to join'}
      </SignInLink>
    );
  }
  if (!membership) {
    return (
      <button type="button" className="btn btn-outline" disabled>
        Checking your membership…
      </button>
    );
  }
  if (membership.role === 'owner') {
    return (
      <p className="chip border border-accent/60 text-accent-strong">
        <Crown aria-hidden size={14} /> You run this club
      </p>
    );
  }
  if (membership.role === 'member') {
    return (
      <button type="button" className="btn btn-outline" disabled={busy} onClick={onLeave}>
        <LogOut aria-hidden size={18} /> Leave club
      </button>
    );
  }
  const subject = { ...club, ownerId: club.owner.id, member: false, invited: membership.invited };
  if (!can(viewer, 'club.join', subject)) {
    return (
      <div className="grid justify-items-start gap-1">
        <button
          type="button"
          className="btn btn-outline"
          disabled
          aria-describedby="club-invite-only"
        >
          <Lock aria-hidden size={18} /> Invite only
        </button>
        <p id="club-invite-only" className="text-sm text-muted">
          Members join this club with an invitation from its owner.
        </p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-1">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onJoin}>
        <UserPlus aria-hidden size={18} /> Join club
      </button>
      {membership.invited ? (
        <p className="text-sm text-muted">You are invited: joining uses your invitation.</p>
      ) : null}
    </div>
  );
}
