import { type RefObject, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { HONEST_PLAY_SECONDS } from '../../../../shared/songs.constants';
import { createHonestListen, type HonestListen } from '../../../lib/honest-play';
import { showPersistentPlayer } from '../../../lib/player-events';
import { reportSongListen } from '../api/song-plays';
import type { PlayerQueue, QueueTrack } from './use-radio-player';

/** What the <audio> element is doing, whatever it plays (see PlayerStatus for the meanings). */
export type Playback = 'paused' | 'connecting' | 'playing' | 'buffering' | 'blocked' | 'error';

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

export interface AudioTransport {
  playback: Playback;
  queue: PlayerQueue | null;
  /** The live stream at its live edge, or the queue's track where it was paused. */
  play: () => Promise<void>;
  pause: () => void;
  playQueue: (queue: Omit<PlayerQueue, 'index'>, startIndex?: number) => Promise<void>;
  skip: (step: 1 | -1) => void;
  backToLive: () => Promise<void>;
  /** Drops the queue without playing anything. */
  leaveQueue: () => void;
  /** For the one <audio> element. */
  audioEvents: {
    onPlaying: () => void;
    onWaiting: () => void;
    onPause: () => void;
    onPlay: (event: AudioEvent) => void;
    onSeeked: (event: AudioEvent) => void;
    onTimeUpdate: (event: AudioEvent) => void;
    onError: () => void;
    onEnded: (event: AudioEvent) => void;
  };
}

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

/** A song's length before its audio says, for the honest-play rule. */
const expectedSeconds = (track: QueueTrack) =>
  track.durationMs !== null ? track.durationMs / 1000 : HONEST_PLAY_SECONDS;

/**
 * What the tab's one <audio> element plays, and how: the live stream, or a queue of on-demand
 * tracks (a playlist). The live stream drops its source on pause (resuming would play
 * minutes-old audio); an on-demand track keeps it and resumes where it was. A queue plays its
 * tracks one after another, skips one that fails to load, and reports honest listens of artists'
 * songs as the song pages do.
 */
export function useAudioTransport(
  audioRef: RefObject<HTMLAudioElement | null>,
  streamUrl: string | null,
): AudioTransport {
  const [playback, setPlayback] = useState<Playback>('paused');
  const [queue, setQueueState] = useState<PlayerQueue | null>(null);
  const streamUrlRef = useRef(streamUrl);
  streamUrlRef.current = streamUrl;
  // A play asked for before the settings arrived (a page that autoplays on first load).
  const playWhenReady = useRef(false);
  // The callbacks read the queue as it is now, not as it was at their render.
  const queueRef = useRef<PlayerQueue | null>(null);
  // Each start, new source or pause is a new attempt; what an older play() answers is stale.
  const attempt = useRef(0);
  const listen = useRef<HonestListen | null>(null);

  const transport = useMemo(() => {
    const setQueue = (next: PlayerQueue | null) => {
      queueRef.current = next;
      setQueueState(next);
    };

    const start = async (audio: HTMLAudioElement) => {
      attempt.current += 1;
      const mine = attempt.current;
      setPlayback('connecting');
      try {
        await audio.play();
      } catch (error) {
        // A pause or a new source interrupted the start, which is what was wanted.
        if (mine !== attempt.current) return;
        const name = errorName(error);
        if (name === 'NotAllowedError') setPlayback('blocked');
        else if (name === 'AbortError') return;
        // The media error event usually arrives first and has moved on; this covers the rest.
        else if (queueRef.current) moveOn('error');
        else setPlayback('error');
      }
    };

    /** Puts a queue track on the element, ready to play from its start. */
    const load = (audio: HTMLAudioElement, index: number): boolean => {
      const current = queueRef.current;
      const track = current?.tracks[index];
      if (!current || !track) return false;
      attempt.current += 1;
      // Browsers pause on a new source themselves; this keeps the element's state plain.
      if (!audio.paused) audio.pause();
      setQueue({ ...current, index });
      const { songId } = track;
      listen.current =
        songId === null
          ? null
          : createHonestListen(expectedSeconds(track), (heard) => {
              void reportSongListen(songId, heard);
            });
      audio.src = track.audioUrl;
      return true;
    };

    const playTrack = async (index: number) => {
      const audio = audioRef.current;
      if (!audio || !load(audio, index)) return;
      await start(audio);
    };

    /**
     * At a track's end, or when it cannot be had (gone, refused, network): the next track plays;
     * after the last, the queue waits on its first track, paused or with the error.
     */
    const moveOn = (after: 'paused' | 'error') => {
      const current = queueRef.current;
      const audio = audioRef.current;
      if (!current || !audio) return;
      if (current.index < current.tracks.length - 1) {
        void playTrack(current.index + 1);
        return;
      }
      load(audio, 0);
      setPlayback(after);
    };

    const playLive = async () => {
      const audio = audioRef.current;
      const url = streamUrlRef.current;
      if (!audio) return;
      if (!url) {
        // Settings still loading: start once they arrive (unconfigured outranks this status).
        playWhenReady.current = true;
        setPlayback('connecting');
        return;
      }
      if (!audio.paused) return;
      // A paused live stream is dropped (see pause), so playing starts again at the live edge.
      audio.src = url;
      await start(audio);
    };

    const play = async () => {
      const audio = audioRef.current;
      const current = queueRef.current;
      if (!current) return playLive();
      if (!audio?.paused) return;
      if (!audio.getAttribute('src')) load(audio, current.index);
      await start(audio);
    };

    const pause = () => {
      playWhenReady.current = false;
      attempt.current += 1;
      setPlayback('paused');
      const audio = audioRef.current;
      if (!audio) return;
      audio.pause();
      // An on-demand track resumes where it was.
      if (queueRef.current) return;
      // Keeping the live source would keep downloading, and resuming would play old audio.
      audio.removeAttribute('src');
      audio.load();
    };

    const leaveQueue = () => {
      if (!queueRef.current) return;
      setQueue(null);
      listen.current = null;
      pause();
    };

    const playQueue = async (next: Omit<PlayerQueue, 'index'>, startIndex = 0) => {
      if (next.tracks.length === 0) return;
      playWhenReady.current = false;
      const index = Math.min(Math.max(0, Math.trunc(startIndex)), next.tracks.length - 1);
      setQueue({ ...next, index });
      showPersistentPlayer();
      await playTrack(index);
    };

    const skip = (step: 1 | -1) => {
      const current = queueRef.current;
      if (!current) return;
      const index = current.index + step;
      if (index >= 0 && index < current.tracks.length) void playTrack(index);
    };

    const backToLive = async () => {
      leaveQueue();
      await playLive();
    };

    // Events of a source that was dropped on purpose (pause) are not failures.
    const hasSource = () => !!audioRef.current?.getAttribute('src');
    const restartListen = (event: AudioEvent) =>
      listen.current?.restartFrom(event.currentTarget.currentTime);

    const audioEvents: AudioTransport['audioEvents'] = {
      onPlaying: () => setPlayback('playing'),
      onWaiting: () => setPlayback((now) => (now === 'playing' ? 'buffering' : now)),
      // Connecting stays: a browser pauses on a new source by itself, before the next starts.
      onPause: () =>
        setPlayback((now) =>
          now === 'blocked' || now === 'error' || now === 'connecting' ? now : 'paused',
        ),
      onPlay: restartListen,
      onSeeked: restartListen,
      onTimeUpdate: (event) => {
        if (!event.currentTarget.paused) listen.current?.advance(event.currentTarget);
      },
      onError: () => {
        if (!hasSource()) return;
        if (queueRef.current) moveOn('error');
        else setPlayback('error');
      },
      onEnded: (event) => {
        if (!hasSource()) return;
        if (queueRef.current) {
          listen.current?.end(event.currentTarget);
          moveOn('paused');
        } else {
          // A live stream only ends when the station stops sending.
          setPlayback('error');
        }
      },
    };

    return { play, pause, playQueue, skip, backToLive, leaveQueue, playLive, audioEvents };
  }, [audioRef]);

  useEffect(() => {
    if (streamUrl && playWhenReady.current) {
      playWhenReady.current = false;
      void transport.playLive();
    }
  }, [streamUrl, transport]);

  return { ...transport, playback, queue };
}
