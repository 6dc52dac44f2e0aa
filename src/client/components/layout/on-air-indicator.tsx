import { Link } from 'wouter';

/** The header's ON AIR badge; it leads to the live player. */
export function OnAirIndicator() {
  return (
    <Link
      href="/now-playing"
      className="inline-flex items-center gap-2 rounded-full border border-live/60 bg-live/10 px-3 py-1 font-display text-xs font-bold tracking-[0.2em] text-text hover:bg-live/20"
      aria-label="On air: listen live"
    >
      <span className="live-dot" aria-hidden />
      ON AIR
    </Link>
  );
}
