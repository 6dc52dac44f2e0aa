import type { NowPlaying } from '../../../../shared/contracts/radio';

/** What is on when the live embed cannot be shown (spec section 4, "Live embed"). */
export function StaticNowPlaying({ nowPlaying }: { nowPlaying: NowPlaying | undefined }) {
  const track = nowPlaying?.track ?? null;
  return (
    <div data-testid="static-now-playing" className="grid gap-2">
      <p className="text-xs font-bold tracking-[0.2em] text-cyan uppercase">Now playing</p>
      {track ? (
        <div>
          <p className="text-2xl font-bold">{track.title}</p>
          <p className="text-muted">{track.artist}</p>
        </div>
      ) : (
        <p className="text-muted">Track details are not available right now.</p>
      )}
      {nowPlaying?.onAir ? (
        <p className="text-sm text-muted">
          On air: <span className="font-semibold text-text">{nowPlaying.onAir.show}</span>
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted">
        The live player could not be loaded.
      </p>
    </div>
  );
}
