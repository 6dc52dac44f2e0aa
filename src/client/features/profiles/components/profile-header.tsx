import { Mic2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicProfile } from '../../../../shared/contracts/account';
import { MemberAvatar } from '../../../components/ui/avatar';
import { formatMonthYear } from '../../../lib/format';
import { useListenerTime } from '../../../lib/listener-time';

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** The strip across the top (a creator's accent); the site's own band when left out. */
  banner?: ReactNode;
  /** Chips after the member's own (Creator, DJ), such as a creator's category and price. */
  badges?: ReactNode;
  /** A creator's one-line pitch, shown under the name. */
  tagline?: string;
  /** Counts fresher than the profile's, such as a creator's fans right after a follow. */
  counts?: { followers: number; following: number };
  /** Buttons for the visitor (follow, bookmark…), placed beside the picture. */
  actions?: ReactNode;
}

function Count({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <div className="flex flex-row-reverse gap-1.5">
      <dt>{value === 1 ? one : many}</dt>
      <dd className="font-bold">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** The top of a member's public page at /creator/{username}. */
export function ProfileHeader({
  profile,
  banner,
  badges,
  tagline,
  counts,
  actions,
}: ProfileHeaderProps) {
  const { timeZone } = useListenerTime();
  const followers = counts?.followers ?? profile.followers;
  const following = counts?.following ?? profile.following;
  return (
    <section aria-labelledby="profile-name" className="panel overflow-hidden">
      <div aria-hidden className="h-24 sm:h-32 [&>*]:size-full">
        {banner ?? <div className="bg-[image:var(--c-band)]" />}
      </div>
      <div className="grid gap-5 px-6 pb-6 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-14">
          <span className="rounded-full bg-surface p-1">
            <MemberAvatar
              member={profile}
              size="lg"
              alt={profile.profileImageUrl ? `${profile.displayName}’s profile picture` : ''}
            />
          </span>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <div className="min-w-0">
          <h1
            id="profile-name"
            className="text-3xl font-black wrap-anywhere text-gradient sm:text-4xl"
          >
            {profile.displayName}
          </h1>
          <p className="mt-1 font-semibold break-all text-muted">@{profile.username}</p>
          {tagline ? <p className="mt-3 text-lg font-semibold wrap-anywhere">{tagline}</p> : null}
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
            {badges}
          </div>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <Count value={followers} one="fan" many="fans" />
          <Count value={following} one="following" many="following" />
          <div className="flex gap-1.5 text-muted">
            <dt>Joined</dt>
            <dd>
              <time dateTime={profile.joinedAt}>{formatMonthYear(profile.joinedAt, timeZone)}</time>
            </dd>
          </div>
        </dl>
        {profile.bio ? (
          <p className="max-w-2xl whitespace-pre-line wrap-anywhere">{profile.bio}</p>
        ) : (
          <p className="text-muted">@{profile.username} has not written a bio yet.</p>
        )}
      </div>
    </section>
  );
}
