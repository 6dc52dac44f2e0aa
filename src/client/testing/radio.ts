import { vi } from 'vitest';
import type { History, NowPlaying, Schedule, StreamConfig } from '../../shared/contracts/radio';
import { socialLinks } from '../../shared/site/station';
import { type ApiStub, json } from './api-stub';

export const station: StreamConfig = {
  name: 'NightDrive FM',
  kind: 'external',
  streamUrl: 'http://127.0.0.1:8020/live.mp3',
  playerEmbedUrl: null,
  recentlyPlayedEmbedUrl: null,
  social: socialLinks(),
};

export const nowPlaying: NowPlaying = {
  status: 'online',
  track: {
    artist: 'Kavinsky',
    title: 'Nightcall',
    startedAt: '2026-11-26T22:31:00.000Z',
    playId: 2,
    creator: null,
    songId: null,
    preview: false,
  },
  listeners: 42,
  onAir: {
    slotId: 6,
    show: 'Neon Nights',
    host: 'DJ Vega',
    type: 'live',
    startMinute: 1200,
    endMinute: 1260,
    episode: null,
  },
  updatedAt: '2026-11-26T22:31:05.000Z',
};

export const history: History = {
  tracks: [
    {
      id: 2,
      artist: 'Kavinsky',
      title: 'Nightcall',
      startedAt: '2026-11-26T22:31:00.000Z',
      listeners: 42,
      creator: null,
      preview: false,
    },
    {
      id: 1,
      artist: 'The Midnight',
      title: 'Sunset',
      startedAt: '2026-11-26T22:27:00.000Z',
      listeners: 40,
      creator: null,
      preview: false,
    },
  ],
};

/** The programme as the server seeds it (Pacific minutes; end exclusive). */
export const schedule: Schedule = {
  timeZone: 'America/Los_Angeles',
  slots: [
    {
      id: 1,
      days: [1, 2, 3, 4, 5],
      startMinute: 0,
      endMinute: 840,
      show: 'Non-Stop Synthwave Cloud',
      host: null,
      description: 'Hands-free retro.',
      type: 'auto',
    },
    {
      id: 2,
      days: [1, 2, 3, 4, 5],
      startMinute: 840,
      endMinute: 900,
      show: 'DJ Nova Power Hour',
      host: 'DJ Nova',
      description: 'An hour of bangers.',
      type: 'live',
    },
    {
      id: 3,
      days: [1, 2, 3, 4, 5],
      startMinute: 900,
      endMinute: 960,
      show: 'Synthwave Cloud',
      host: null,
      description: 'Between shows.',
      type: 'auto',
    },
    {
      id: 4,
      days: [1, 2, 3, 4, 5],
      startMinute: 960,
      endMinute: 1080,
      show: 'The Eclectic Show',
      host: 'Max',
      description: 'Anything goes.',
      type: 'live',
    },
    {
      id: 5,
      days: [1, 2, 3, 4, 5],
      startMinute: 1080,
      endMinute: 1200,
      show: 'Evening Cloud',
      host: null,
      description: 'Dusk.',
      type: 'auto',
    },
    {
      id: 6,
      days: [1, 2, 3, 4, 5],
      startMinute: 1200,
      endMinute: 1260,
      show: 'Neon Nights',
      host: 'DJ Vega',
      description: 'Neon.',
      type: 'live',
    },
    {
      id: 7,
      days: [1, 2, 3, 4, 5],
      startMinute: 1260,
      endMinute: 1440,
      show: 'Midnight Pulse',
      host: 'Pulse',
      description: 'Late.',
      type: 'live',
    },
    {
      id: 8,
      days: [6, 7],
      startMinute: 0,
      endMinute: 1440,
      show: 'Retro Thunder Weekend Mix',
      host: null,
      description: 'All weekend.',
      type: 'mixed',
    },
  ],
};

/** Answers the radio API's calls with the fixtures, or the given replacements. */
export function stubRadio(
  api: ApiStub,
  overrides: { station?: Partial<StreamConfig>; nowPlaying?: NowPlaying; history?: History } = {},
): ApiStub {
  return api
    .on('GET /api/radio/station', json({ ...station, ...overrides.station }))
    .on('GET /api/radio/now-playing', json(overrides.nowPlaying ?? nowPlaying))
    .on('GET /api/radio/history', json(overrides.history ?? history));
}

/** An EventSource that connects nowhere; tests push events through `emit`. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The open connections (StrictMode-free renders open one per provider). */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }
}

export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** Makes the browser refuse to start sound without a tap, as autoplay policies do. */
export function refuseAutoplay() {
  return vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockRejectedValue(new DOMException('play() needs a user gesture', 'NotAllowedError'));
}
