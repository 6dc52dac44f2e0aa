import { Heart, LogIn, Play, ShoppingCart } from 'lucide-react';
import type { PublicSong } from '../../../../shared/contracts/songs';
import { PREVIEW_SECONDS } from '../../../../shared/songs.constants';
import { ReportButton } from '../../../components/ui/report-button';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { useHonestPlay } from '../hooks/use-honest-play';
import { countLabel, formatDuration, songPrice } from './song-display';
import { WaveformPlayer } from './waveform-player';

/** What the visitor may do about a song they can only hear the preview of. */
export type BuyOption = 'buy' | 'sign-in' | 'none';

interface PublicSongCardProps {
  song: PublicSong;
  buy: BuyOption;
  buying: boolean;
  onBuy: (song: PublicSong) => void;
  /** One listen heard long enough to report (the honest-play rule). */
  onHeard: (song: PublicSong, listenedSeconds: number) => void;
  /** Signed-in members like and unlike; visitors are offered the sign-in page instead. */
  onLike?: (song: PublicSong, liked: boolean) => void;
  /** False while song streaming is paused: the card shows no player (the section says why). */
  playable?: boolean;
  /** Offered to signed-in visitors; the page opens its report dialog. */
  onReport?: (song: PublicSong) => void;
}

function LikeButton({
  song,
  onLike,
}: {
  song: PublicSong;
  onLike?: PublicSongCardProps['onLike'];
}) {
  const count = countLabel(song.likeCount, 'like', 'likes');
  if (!onLike) {
    return (
      <SignInLink
        className="inline-flex items-center gap-1 tabular-nums hover:text-text"
        aria-label={`${count}. Sign in to like “${song.title}”`}
      >
        <Heart aria-hidden size={12} /> {count}
      </SignInLink>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={song.liked}
      aria-label={`Like “${song.title}”, ${count}`}
      onClick={() => onLike(song, !song.liked)}
      className={`inline-flex items-center gap-1 rounded-full px-1.5 tabular-nums ring-1 ring-line transition hover:text-text ${song.liked ? 'text-live' : ''}`}
    >
      <Heart aria-hidden size={12} className={song.liked ? 'fill-current' : undefined} /> {count}
    </button>
  );
}

function AccessChip({ song }: { song: PublicSong }) {
  if (!song.isPremium) return null;
  return song.fullAccess ? (
    <span className="chip bg-accent/15 text-accent-strong">Premium · Full song</span>
  ) : (
    <span className="chip bg-cyan/15 text-cyan">Preview · {PREVIEW_SECONDS} s</span>
  );
}

/** A creator's song on their page: its player (whole, or the preview) and, where it fits, Buy. */
export function PublicSongCard({
  song,
  buy,
  buying,
  onBuy,
  onHeard,
  onLike,
  playable = true,
  onReport,
}: PublicSongCardProps) {
  const listen = useHonestPlay(song.durationSeconds, (seconds) => onHeard(song, seconds));
  const preview = !song.fullAccess;

  return (
    <li className="panel grid min-w-0 gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="text-lg font-bold wrap-anywhere">{song.title}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="wrap-anywhere">{song.genre}</span>
            <span className="tabular-nums">
              <span className="sr-only">Duration </span>
              {formatDuration(song.durationSeconds)}
            </span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Play aria-hidden size={12} /> {countLabel(song.playCount, 'play', 'plays')}
            </span>
            <LikeButton song={song} onLike={onLike} />
          </p>
        </div>
        <AccessChip song={song} />
      </div>

      {playable ? (
        <WaveformPlayer
          src={song.audioUrl}
          title={song.title}
          preview={preview}
          peaks={song.peaks}
          songSeconds={song.durationSeconds}
          clip={
            preview
              ? {
                  startSeconds: song.previewStartSeconds,
                  seconds: Math.min(PREVIEW_SECONDS, song.durationSeconds),
                }
              : undefined
          }
          listen={listen}
        />
      ) : null}

      {(preview && buy !== 'none') || onReport ? (
        <div className="flex flex-wrap items-center gap-2">
          {preview && buy === 'buy' ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={buying}
              onClick={() => onBuy(song)}
            >
              <ShoppingCart aria-hidden size={16} />
              {buying ? (
                'Opening checkout…'
              ) : (
                <span>
                  Buy<span className="sr-only"> “{song.title}”</span> · {songPrice(song.priceCents)}
                </span>
              )}
            </button>
          ) : null}
          {preview && buy === 'sign-in' ? (
            <SignInLink className="btn btn-outline btn-sm">
              <LogIn aria-hidden size={16} /> Sign in to buy · {songPrice(song.priceCents)}
            </SignInLink>
          ) : null}
          {onReport ? (
            <span className="ms-auto">
              <ReportButton subject={`“${song.title}”`} onReport={() => onReport(song)} />
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
