import { useQuery } from '@tanstack/react-query';
import { Music, Sparkles, Upload } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { PublicSong } from '../../../../shared/contracts/songs';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { SwitchedOff } from '../../../components/ui/switched-off';
import { songQueries } from '../api/song-queries';
import { useLikeSong, usePurchaseSong, useReportPlay } from '../hooks/use-song-mutations';
import { type BuyOption, PublicSongCard } from './public-song-card';
import { songPrice } from './song-display';

interface CreatorSongsProps {
  username: string;
  displayName: string;
  /** The caller is signed in (may buy). */
  signedIn: boolean;
  /** The caller is this creator (hears everything, buys nothing). */
  isMe: boolean;
  /** The creator's monthly price; subscribing unlocks every premium song. */
  subscriptionPriceCents: number;
  /** Goes to a checkout the server opened (the payments feature knows how). */
  onCheckout: (url: string) => void;
  /** Off when an administrator paused song streaming: the songs are listed without players. */
  streamingEnabled?: boolean;
  /** Off when an administrator paused payments: nothing is offered for sale. */
  paymentsEnabled?: boolean;
  /** Offered to signed-in visitors; the page opens its report dialog. */
  onReport?: (song: PublicSong) => void;
}

/**
 * The Music section of a creator's page: their ready songs, each whole or as its preview, with
 * Buy for premium songs the visitor cannot hear in full. Visitors see no section at all while
 * the creator has no songs; the creator sees where to upload them.
 */
export function CreatorSongs({
  username,
  displayName,
  signedIn,
  isMe,
  subscriptionPriceCents,
  onCheckout,
  streamingEnabled = true,
  paymentsEnabled = true,
  onReport,
}: CreatorSongsProps) {
  const headingId = useId();
  const songs = useQuery(songQueries.byCreator(username));
  const purchase = usePurchaseSong(onCheckout);
  const report = useReportPlay(username);
  const like = useLikeSong(username);
  const buy: BuyOption = isMe || !paymentsEnabled ? 'none' : signedIn ? 'buy' : 'sign-in';
  const locked = songs.data?.some((song) => !song.fullAccess) ?? false;
  const forSale = locked && !isMe;

  // Visitors see the section arrive with songs, not a heading that may vanish again.
  if (!isMe && (songs.isPending || (songs.isSuccess && songs.data.length === 0))) return null;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <Music aria-hidden className="size-6 text-accent" /> Music
      </h2>
      <QueryStates
        query={songs}
        pending={
          <div role="status" className="panel grid place-items-center py-8">
            <span className="sr-only">Loading songs…</span>
            <span aria-hidden className="live-dot" />
          </div>
        }
        problem={(error, retry) => (
          <DataProblem
            frame="panel"
            title="We could not load the songs"
            error={error}
            onRetry={retry}
          />
        )}
        empty={
          <div className="panel grid justify-items-center gap-3 p-8 text-center">
            <p className="font-display text-lg font-bold">No songs yet</p>
            <p className="max-w-md text-sm text-muted">
              Songs you upload appear here once they are ready.
            </p>
            <Link href="/artist-dashboard" className="btn btn-outline btn-sm">
              <Upload aria-hidden size={16} /> Upload Music
            </Link>
          </div>
        }
      >
        {(list) => (
          <>
            {streamingEnabled ? null : <SwitchedOff name="streamingEnabled" />}
            {forSale && !paymentsEnabled ? <SwitchedOff name="paymentsEnabled" /> : null}
            {forSale && paymentsEnabled && subscriptionPriceCents > 0 ? (
              <p className="flex gap-2 rounded-xl bg-accent/10 p-3 text-sm font-semibold wrap-anywhere">
                <Sparkles aria-hidden className="size-4 shrink-0 text-accent" />
                Subscribing for {songPrice(subscriptionPriceCents)}/month unlocks all of{' '}
                {displayName}
                ’s premium songs in full.
              </p>
            ) : null}
            <ul className="grid gap-4">
              {list.map((song) => (
                <PublicSongCard
                  key={song.id}
                  song={song}
                  buy={buy}
                  playable={streamingEnabled}
                  onReport={onReport}
                  buying={purchase.isPending && purchase.variables?.id === song.id}
                  onBuy={(chosen) => purchase.mutate(chosen)}
                  onLike={
                    signedIn ? (liked, on) => like.mutate({ id: liked.id, liked: on }) : undefined
                  }
                  onHeard={(heard, listenedSeconds) => {
                    // The server never counts an artist's own listens; nothing to send.
                    if (!isMe) report.mutate({ id: heard.id, listenedSeconds });
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  );
}
