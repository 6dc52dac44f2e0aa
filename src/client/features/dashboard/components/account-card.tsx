import { Settings, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { AccountUser } from '../../../../shared/contracts/auth';
import { MemberAvatar } from '../../../components/ui/avatar';

/** Who is signed in: picture, names, fans and following, and where to change them. */
export function AccountCard({ user }: { user: AccountUser }) {
  return (
    <section aria-labelledby="account-heading" className="panel grid gap-4 p-5 sm:p-6">
      <h2 id="account-heading" className="sr-only">
        Your account
      </h2>
      <div className="flex items-center gap-4">
        <MemberAvatar member={user} size="md" />
        <div className="min-w-0">
          <p className="font-display text-lg font-bold wrap-anywhere">{user.displayName}</p>
          <p className="text-sm break-all text-muted">@{user.username}</p>
          {user.isCreator ? (
            <span className="chip mt-1 bg-accent/15 text-accent-strong">
              <Sparkles aria-hidden size={12} /> Creator
            </span>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="flex flex-col-reverse rounded-xl bg-surface-2 p-3">
          <dt className="text-xs text-muted">{user.followers === 1 ? 'fan' : 'fans'}</dt>
          <dd className="text-xl font-black">{user.followers.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex flex-col-reverse rounded-xl bg-surface-2 p-3">
          <dt className="text-xs text-muted">following</dt>
          <dd className="text-xl font-black">{user.following.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link href="/profile" className="btn btn-outline btn-sm">
          <UserRound aria-hidden size={16} /> My profile
        </Link>
        <Link href="/settings" className="btn btn-ghost btn-sm ring-1 ring-line">
          <Settings aria-hidden size={16} /> Settings
        </Link>
      </div>
    </section>
  );
}
