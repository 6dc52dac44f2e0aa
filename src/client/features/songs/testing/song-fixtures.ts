import type { ArtistSong, ArtistSongList, PublicSong } from '../../../../shared/contracts/songs';

const neonrider = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  avatar: null,
  avatarData: null,
};

export function artistSong(overrides: Partial<ArtistSong> = {}): ArtistSong {
  return {
    id: 7,
    title: 'Night Drive',
    genre: 'synthwave',
    playCount: 1234,
    likeCount: 56,
    isPremium: false,
    price: '0.00',
    priceCents: 0,
    status: 'ready',
    failure: null,
    durationSeconds: 187,
    previewStartSeconds: 0,
    sizeBytes: 6_000_000,
    createdAt: '2026-11-21T10:00:00.000Z',
    peaks: [0.2, 0.6, 0.9, 0.4, 0.7, 0.3, 0.8, 0.5],
    ...overrides,
  };
}

export function artistSongList(
  songs: ArtistSong[] = [artistSong()],
  overrides: Partial<ArtistSongList> = {},
): ArtistSongList {
  return {
    songs,
    storageUsedBytes: songs.reduce((sum, song) => sum + song.sizeBytes, 0),
    storageQuotaBytes: 2 * 1024 * 1024 * 1024,
    ...overrides,
  };
}

export function publicSong(overrides: Partial<PublicSong> = {}): PublicSong {
  const id = overrides.id ?? 7;
  const fullAccess = overrides.fullAccess ?? true;
  return {
    id,
    title: 'Night Drive',
    genre: 'synthwave',
    artist: neonrider,
    durationSeconds: 187,
    isPremium: false,
    price: '0.00',
    priceCents: 0,
    playCount: 1234,
    likeCount: 56,
    liked: false,
    fullAccess,
    audioUrl: `/api/songs/${id}/${fullAccess ? 'stream' : 'preview'}`,
    previewStartSeconds: 0,
    peaks: [0.2, 0.6, 0.9, 0.4, 0.7, 0.3, 0.8, 0.5],
    ...overrides,
  };
}

/** A premium song the listener has not bought: a preview, and $1.50 to buy it. */
export function premiumSong(overrides: Partial<PublicSong> = {}): PublicSong {
  return publicSong({
    id: 8,
    title: 'Sunset Grid',
    isPremium: true,
    price: '1.50',
    priceCents: 150,
    fullAccess: false,
    ...overrides,
  });
}

/** The creator whose songs a creator's song list shows, as its props name them. */
export const songsCreator = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  subscriptionPriceCents: 499,
} as const;

/** The audio element a waveform player's play button drives. */
export function audioOfPlayer(playButton: HTMLElement): HTMLAudioElement {
  const audio = playButton.parentElement?.querySelector('audio');
  if (!audio) throw new Error('no audio element beside the play button');
  return audio;
}
