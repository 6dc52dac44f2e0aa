import { LogIn, PenLine, UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { CreatorProfile } from '../../../../shared/contracts/creators';
import { useLoginHref } from '../../../lib/sign-in-return';
import { useFollowCreator } from '../hooks/use-creator-mutations';

/**
 * Follow or unfollow a creator. Visitors get a way to sign in instead, and the creator a way to
 * edit their own profile.
 */
export function FollowButton({ creator }: { creator: CreatorProfile }) {
  const follow = useFollowCreator(creator.username);
  const loginHref = useLoginHref();

  if (creator.isMe) {
    return (
      <Link href="/profile#creator" className="btn btn-outline btn-sm">
        <PenLine aria-hidden size={16} />
        Edit creator profile
      </Link>
    );
  }
  // The server answers null when nobody is signed in.
  if (creator.followedByMe === null) {
    return (
      <Link href={loginHref} className="btn btn-primary btn-sm">
        <LogIn aria-hidden size={16} />
        Sign in to follow
      </Link>
    );
  }

  const following = creator.followedByMe;
  return (
    <button
      type="button"
      className={following ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'}
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!following)}
    >
      {following ? <UserCheck aria-hidden size={16} /> : <UserPlus aria-hidden size={16} />}
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
