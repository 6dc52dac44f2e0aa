import { MapPin, Pause, Play, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import type { ArtistCard as ArtistCardData } from '../../../../shared/contracts/artists';
import { categoryName } from '../../../../shared/creators.constants';
import { MemberAvatar } from '../../../components/ui/avatar';
import { countryName } from '../../../lib/country-names';
import { formatCount } from '../../../lib/format';

const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** "1,200 fans · 3 songs · 14 plays on air this month". */
export function artistFigures(artist: ArtistCardData): string {
  return [
    counted(artist.followerCount, 'fan', 'fans'),
    counted(artist.songCount, 'song', 'songs'),
    `${counted(artist.airplayLast30Days, 'play', 'plays')} on air this month`,
  ].join(' · ');
}

/** A rising artist's growth, as the view ranks it: new fans, then plays on demand and on air. */
export function growthLine(artist: ArtistCardData): string {
  const plays = artist.songPlaysLast30Days + artist.airplayLast30Days;
  return `+${counted(artist.newFollowersLast30Days, 'new fan', 'new fans')} and ${counted(plays, 'play', 'plays')} in 30 days`;
}

interface ArtistCardProps {
  artist: ArtistCardData;
  /** Rising cards say how the artist grew. */
  showGrowth?: boolean;
  /** Whether this card's preview is the one sounding now. */
  playing: boolean;
  onTogglePreview: (artist: ArtistCardData) => void;
}

/** One artist of the directory: who they are, their figures, and their preview to play. */
export function ArtistCard({
  artist,
  showGrowth = false,
  playing,
  onTogglePreview,
}: ArtistCardProps) {
  const { preview } = artist;
  return (
    <article className="panel flex h-full flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <MemberAvatar member={artist} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold wrap-anywhere">
            <Link
              href={`/creator/${encodeURIComponent(artist.username)}`}
              className="underline-offset-4 hover:underline"
            >
              {artist.displayName}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted">@{artist.username}</p>
        </div>
        {artist.demo ? (
          <span
            className="chip shrink-0 border border-line text-muted"
            title="Demonstration content, not a real member"
          >
            Demo
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="chip bg-accent/15 text-accent-strong">
          {categoryName(artist.category)}
        </span>
        {artist.country ? (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden size={14} className="shrink-0 text-muted" />
            {/* The server's and the browser's ICU may name a country differently: either will do. */}
            <span suppressHydrationWarning>{countryName(artist.country)}</span>
          </span>
        ) : null}
      </p>
      <p className="text-sm text-muted">{artistFigures(artist)}</p>
      {showGrowth ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
          <TrendingUp aria-hidden size={16} />
          {growthLine(artist)}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-auto pt-1">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onTogglePreview(artist)}
          >
            {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
            {playing ? 'Pause preview' : 'Play preview'}
            <span className="sr-only">
              {' '}
              of “{preview.title}” by {artist.displayName}
            </span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
