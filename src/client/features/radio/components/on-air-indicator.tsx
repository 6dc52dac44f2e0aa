import { Pause, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useNowPlaying, useStation } from '../hooks/use-now-playing';
import { isActive, useRadioPlayer } from '../hooks/use-radio-player';

/** Three bouncing bars: this tab is playing the station. */
function PlayingBars() {
  return (
    <span aria-hidden className="flex h-3 items-end gap-[2px]">
      <span className="eq-bar" />
      <span className="eq-bar [animation-delay:-0.4s]" />
      <span className="eq-bar [animation-delay:-0.8s]" />
    </span>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
    >
      {children}
    </button>
  );
}

/** What the badge can say: on air, off air, or nothing known yet (no source, or not asked). */
type Reading = 'onAir' | 'offAir' | 'unknown';

const LABEL: Record<Reading, string> = {
  onAir: 'On air',
  offAir: 'Off air',
  unknown: 'Now playing',
};

/**
 * The header's ON AIR badge: red only while the now-playing source reports the station online
 * (the event stream keeps it current), with the show on air, leading to the live player. It says
 * OFF AIR when the source reports no stream, and only where to listen while nothing is known.
 * While this tab plays the stream it also says so and offers a pause, since the floating player
 * may be closed. While a playlist holds the player it offers the way back to live radio, and a
 * pause while the playlist sounds.
 */
export function OnAirIndicator() {
  const { data: nowPlaying } = useNowPlaying();
  const { status, pause, queue, backToLive } = useRadioPlayer();
  const { data: station } = useStation();
  const active = isActive(status);
  const playing = active && !queue;
  const reading: Reading =
    nowPlaying?.status === 'online'
      ? 'onAir'
      : nowPlaying?.status === 'offline'
        ? 'offAir'
        : 'unknown';
  // The schedule's show is named only beside a state the source reported.
  const show = reading === 'unknown' ? null : (nowPlaying?.onAir?.show ?? null);
  const label = LABEL[reading];

  return (
    <div className="flex min-w-0 items-center gap-1">
      <Link
        href="/now-playing"
        data-state={reading}
        className={`inline-flex min-w-0 items-center gap-1.5 rounded-full border px-2.5 py-1 font-display text-xs font-bold tracking-[0.08em] text-text sm:gap-2 sm:px-3 sm:tracking-[0.2em] ${
          reading === 'onAir'
            ? 'border-live/60 bg-live/10 hover:bg-live/20'
            : 'border-line hover:bg-surface-2'
        }`}
        aria-label={`${label}${show ? `: ${show}` : ''}${playing ? ', playing in this tab' : ''}. Listen live`}
      >
        {playing ? (
          <PlayingBars />
        ) : reading === 'onAir' ? (
          <span className="live-dot shrink-0" aria-hidden />
        ) : reading === 'offAir' ? (
          <span className="size-2.5 shrink-0 rounded-full bg-muted" aria-hidden />
        ) : null}
        <span className="shrink-0">{label.toUpperCase()}</span>
        {show ? (
          <span
            data-testid="on-air-show"
            className="hidden min-w-0 max-w-[14rem] truncate font-sans tracking-normal sm:inline"
          >
            <span aria-hidden>· </span>
            {show}
          </span>
        ) : null}
      </Link>
      {queue ? (
        <>
          {station?.streamUrl ? (
            <HeaderButton label="Play the live stream" onClick={() => void backToLive()}>
              <Radio aria-hidden size={16} />
            </HeaderButton>
          ) : null}
          {active ? (
            <HeaderButton label="Pause the playlist" onClick={pause}>
              <Pause aria-hidden size={16} className="fill-current" />
            </HeaderButton>
          ) : null}
        </>
      ) : playing ? (
        <HeaderButton label="Pause the radio" onClick={pause}>
          <Pause aria-hidden size={16} className="fill-current" />
        </HeaderButton>
      ) : null}
    </div>
  );
}
