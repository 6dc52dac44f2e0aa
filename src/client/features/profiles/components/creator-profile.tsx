import { Disc3, Mic2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicProfile } from '../../../../shared/contracts/account';
import { Avatar } from '../../../components/ui/avatar';
import { formatMonthYear } from '../../../lib/format';

interface CreatorProfileProps {
  profile: PublicProfile;
  /** Buttons for the visitor (bookmarking…), placed beside the name. */
  actions?: ReactNode;
}

/** A monthly price worth showing: only above zero (spec: "$X/month" only when price > 0). */
function monthlyPrice(price: string): string | null {
  const amount = Number(price);
  return Number.isFinite(amount) && amount > 0 ? `$${amount.toFixed(2)}/month` : null;
}

/** A member's public page at /creator/{username}. */
export function CreatorProfile({ profile, actions }: CreatorProfileProps) {
  const price = monthlyPrice(profile.subscriptionPrice);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
      <section className="panel overflow-hidden">
        <div aria-hidden className="h-24 bg-[image:var(--c-band)] sm:h-32" />
        <div className="grid gap-5 px-6 pb-6 sm:px-8 sm:pb-8">
          <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-14">
            <Avatar
              username={profile.username}
              src={profile.profileImageUrl}
              size="lg"
              alt={profile.profileImageUrl ? `${profile.displayName}’s profile picture` : ''}
            />
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          <div className="min-w-0">
            <h1 className="text-3xl font-black break-words text-gradient sm:text-4xl">
              {profile.displayName}
            </h1>
            <p className="mt-1 font-semibold break-all text-muted">@{profile.username}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {profile.isCreator ? (
                <span className="chip bg-accent/15 text-accent-strong">
                  <Sparkles aria-hidden size={12} /> Creator
                </span>
              ) : null}
              {profile.isDj ? (
                <span className="chip bg-cyan/15 text-cyan">
                  <Mic2 aria-hidden size={12} /> DJ
                </span>
              ) : null}
              {price ? <span className="chip border border-line text-text">{price}</span> : null}
            </div>
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div className="flex flex-row-reverse gap-1.5">
              <dt>{profile.followers === 1 ? 'fan' : 'fans'}</dt>
              <dd className="font-bold">{profile.followers.toLocaleString('en-US')}</dd>
            </div>
            <div className="flex flex-row-reverse gap-1.5">
              <dt>following</dt>
              <dd className="font-bold">{profile.following.toLocaleString('en-US')}</dd>
            </div>
            <div className="flex gap-1.5 text-muted">
              <dt>Joined</dt>
              <dd>
                <time dateTime={profile.joinedAt}>{formatMonthYear(profile.joinedAt)}</time>
              </dd>
            </div>
          </dl>
          {profile.bio ? (
            <p className="max-w-2xl whitespace-pre-line break-words">{profile.bio}</p>
          ) : (
            <p className="text-muted">@{profile.username} has not written a bio yet.</p>
          )}
        </div>
      </section>
      <section
        aria-labelledby="posts-heading"
        className="panel grid justify-items-center gap-3 p-10 text-center"
      >
        <Disc3 aria-hidden className="size-10 text-accent" />
        <h2 id="posts-heading" className="text-xl font-bold">
          Posts and songs will appear here
        </h2>
        <p className="max-w-md text-muted">
          Tuneslingers is still in development. When it opens, {profile.displayName}’s posts and
          tracks will be listed on this page.
        </p>
      </section>
    </div>
  );
}
