import { Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useOneSoundAtATime } from '../../../lib/audio-focus';
import type { ListenHandlers } from '../hooks/use-honest-play';
import { formatDuration } from './song-display';

/** Arrow keys move this far; Page Up / Page Down three times as far. */
const STEP_SECONDS = 5;
/** Bars drawn when a song has no peaks yet: a flat line. */
const FLAT_BARS = 64;

export interface WaveformPlayerProps {
  src: string;
  /** The song's name in the controls' labels: "Play “Night Drive”". */
  title: string;
  /** "the preview of" when what plays is the preview. */
  preview?: boolean;
  /** Peaks in [0, 1] across the whole song; null before processing has drawn them. */
  peaks: number[] | null;
  /** Length of the whole song. */
  songSeconds: number;
  /** What part of the song the audio is: all of it, or the preview's clip from `start`. */
  clip?: { startSeconds: number; seconds: number };
  listen?: ListenHandlers;
}

/** The peaks the audio covers: the whole song's, or the preview clip's share of them. */
export function peaksOfClip(
  peaks: number[] | null,
  songSeconds: number,
  clip?: { startSeconds: number; seconds: number },
): number[] {
  if (!peaks || peaks.length === 0) return Array.from({ length: FLAT_BARS }, () => 0.04);
  if (!clip || songSeconds <= 0) return peaks;
  const from = Math.floor((clip.startSeconds / songSeconds) * peaks.length);
  const to = Math.ceil(((clip.startSeconds + clip.seconds) / songSeconds) * peaks.length);
  const part = peaks.slice(Math.max(0, from), Math.min(peaks.length, Math.max(to, from + 1)));
  return part.length > 0 ? part : peaks;
}

/**
 * One song's player: play and pause, the waveform as the seek bar (click, drag or the arrow
 * keys), and the time. It plays through the page's one-sound rule: starting it pauses the
 * station and any other song. Nothing is downloaded until it plays or seeks.
 */
export function WaveformPlayer({
  src,
  title,
  preview = false,
  peaks,
  songSeconds,
  clip,
  listen,
}: WaveformPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  useOneSoundAtATime(audio, 'song');
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [loadedSeconds, setLoadedSeconds] = useState<number | null>(null);
  const seconds = loadedSeconds ?? clip?.seconds ?? songSeconds;
  const bars = peaksOfClip(peaks, songSeconds, clip);
  const what = preview ? `the preview of “${title}”` : `“${title}”`;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const sync = () => setTime(element.currentTime);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onMeta = () => {
      if (Number.isFinite(element.duration) && element.duration > 0) {
        setLoadedSeconds(element.duration);
      }
    };
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['timeupdate', sync],
      ['seeked', sync],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['loadedmetadata', onMeta],
    ];
    for (const [event, listener] of listeners) element.addEventListener(event, listener);
    return () => {
      for (const [event, listener] of listeners) element.removeEventListener(event, listener);
    };
  }, []);

  const seekTo = (target: number) => {
    const element = audio.current;
    if (!element) return;
    const next = Math.min(Math.max(0, target), seconds);
    element.currentTime = next;
    setTime(next);
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const seekFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    seekTo(((event.clientX - box.left) / box.width) * seconds);
  };

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: STEP_SECONDS,
      ArrowUp: STEP_SECONDS,
      ArrowLeft: -STEP_SECONDS,
      ArrowDown: -STEP_SECONDS,
      PageUp: 3 * STEP_SECONDS,
      PageDown: -3 * STEP_SECONDS,
    };
    if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(seconds);
    else if (event.key in moves) seekTo(time + (moves[event.key] ?? 0));
    else return;
    event.preventDefault();
  };

  const played = seconds > 0 ? Math.min(1, time / seconds) : 0;
  const playedBars = Math.round(played * bars.length);
  const clock = `${formatDuration(time)} of ${formatDuration(seconds)}`;

  return (
    <div className="flex min-w-0 items-center gap-3">
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${what}`}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
      </button>
      <div
        role="slider"
        tabIndex={0}
        aria-label={`Position in ${what}`}
        aria-valuemin={0}
        aria-valuemax={Math.round(seconds)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={clock}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekFromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) seekFromPointer(event);
        }}
        onKeyDown={handleKey}
        className="h-12 min-w-0 flex-1 cursor-pointer touch-none rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <svg
          aria-hidden
          viewBox={`0 0 ${bars.length * 3} 100`}
          preserveAspectRatio="none"
          className="size-full"
        >
          {bars.map((peak, index) => {
            const height = Math.max(4, Math.min(1, peak) * 100);
            return (
              <rect
                // Bars never move or reorder; their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
                key={index}
                x={index * 3}
                y={(100 - height) / 2}
                width={2}
                height={height}
                rx={1}
                className={index < playedBars ? 'fill-accent' : 'fill-muted/40'}
              />
            );
          })}
        </svg>
      </div>
      <span className="shrink-0 text-xs text-muted tabular-nums" aria-hidden>
        {formatDuration(time)} / {formatDuration(seconds)}
      </span>
      <audio ref={audio} src={src} preload="none" data-song-audio="" {...listen} />
    </div>
  );
}
