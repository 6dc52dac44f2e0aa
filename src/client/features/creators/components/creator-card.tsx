import { Users } from 'lucide-react';
import { Link } from 'wouter';
import type { CreatorCard as CreatorCardData } from '../../../../shared/contracts/creators';
import { categoryName } from '../../../../shared/creators.constants';
import { MemberAvatar } from '../../../components/ui/avatar';
import { AccentBand } from './accent-band';
import { CATEGORY_ICONS, fanCountLabel, monthlyPriceLabel } from './creator-display';

/** One creator in a discovery grid; the whole card opens their page. */
export function CreatorCard({ creator }: { creator: CreatorCardData }) {
  const price = monthlyPriceLabel(creator.subscriptionPriceCents);
  const CategoryIcon = CATEGORY_ICONS[creator.category];
  return (
    <article className="panel relative flex h-full flex-col overflow-hidden transition-transform hover:-translate-y-0.5">
      <AccentBand accent={creator.accent} className="h-16" />
      <div className="flex grow flex-col gap-3 px-5 pb-5">
        <div className="-mt-7 flex items-end justify-between gap-2">
          <span className="rounded-full bg-surface p-1">
            <MemberAvatar member={creator} size="md" />
          </span>
          {creator.demo ? (
            <span
              className="chip border border-line text-muted"
              title="Demonstration content, not a real member"
            >
              Demo
            </span>
          ) : null}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold">
            {/* The link stretches over the card, so anywhere on it opens the creator's page. */}
            <Link
              href={`/creator/${encodeURIComponent(creator.username)}`}
              className="after:absolute after:inset-0 after:content-['']"
            >
              {creator.displayName}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted">@{creator.username}</p>
        </div>
        <p>
          <span className="chip bg-accent/15 text-accent-strong">
            <CategoryIcon aria-hidden size={12} />
            {categoryName(creator.category)}
          </span>
        </p>
        {creator.tagline ? (
          <p className="line-clamp-2 text-sm wrap-anywhere">{creator.tagline}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2 text-sm">
          <span className="inline-flex items-center gap-1.5 font-semibold">
            <Users aria-hidden size={14} className="text-muted" />
            {fanCountLabel(creator.followerCount)}
          </span>
          {price ? <span className="font-bold text-accent-strong">{price}</span> : null}
        </div>
      </div>
    </article>
  );
}

/** A card's outline while creators load; hidden from assistive technology (a status says it). */
export function CreatorCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="creator-card-skeleton"
      className="panel h-full animate-pulse overflow-hidden"
    >
      <div className="h-16 bg-surface-2" />
      <div className="grid gap-3 px-5 pb-5">
        <div className="-mt-7 size-16 rounded-full bg-surface-2 ring-4 ring-surface" />
        <div className="h-5 w-2/3 rounded-md bg-surface-2" />
        <div className="h-4 w-1/3 rounded-md bg-surface-2" />
        <div className="h-5 w-24 rounded-full bg-surface-2" />
        <div className="h-4 w-full rounded-md bg-surface-2" />
        <div className="h-4 w-1/2 rounded-md bg-surface-2" />
      </div>
    </div>
  );
}
